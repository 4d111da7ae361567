/**
 * The training data of the built-in models, generated from what this file ships: short product reviews
 * (a grammar of subjects and opinions, each sentence labelled by the opinion it was built from) and
 * measurements of three iris species (drawn around the published per-species means and spreads of
 * Fisher's 1936 data). Seeded, so every machine builds the same models.
 */
import { seededRandom } from '../../../domain/seededRandom';

const SUBJECTS = [
  'the support team',
  'the dashboard',
  'this model',
  'the api',
  'the service',
  'the new release',
  'the update',
  'the documentation',
  'the console',
  'the deployment',
  'this product',
  'the app',
  'the onboarding',
  'the search',
  'the checkout',
  'the delivery',
  'the price',
  'the interface',
  'the setup',
  'customer service',
];
const POSITIVE = [
  'great',
  'excellent',
  'fast',
  'helpful',
  'reliable',
  'easy to use',
  'wonderful',
  'clear',
  'amazing',
  'smooth',
  'friendly',
  'perfect',
  'quick',
  'intuitive',
  'impressive',
  'solid',
  'good',
  'brilliant',
  'useful',
];
const NEGATIVE = [
  'terrible',
  'slow',
  'broken',
  'awful',
  'confusing',
  'useless',
  'poor',
  'annoying',
  'frustrating',
  'buggy',
  'unreliable',
  'bad',
  'disappointing',
  'horrible',
  'clumsy',
  'painful',
  'expensive',
  'unstable',
  'worse',
];
const POSITIVE_VERBS = ['love', 'like', 'enjoy', 'recommend', 'appreciate', 'trust'];
const NEGATIVE_VERBS = ['hate', 'dislike', 'regret buying', 'cannot stand', 'gave up on', 'am tired of'];
const POSITIVE_TAILS = [
  'thank you',
  'works like a charm',
  'saved us hours',
  'five stars',
  'highly recommended',
  'worth every penny',
  'we are very happy',
  'it just works',
  'best so far',
  'keep it up',
];
const NEGATIVE_TAILS = [
  'it keeps crashing',
  'nothing works',
  'waste of money',
  'one star',
  'never again',
  'we want a refund',
  'it fails every time',
  'still not fixed',
  'so many errors',
  'very disappointed',
];

/** One labelled review: 1 positive, 0 negative. */
export interface Review {
  text: string;
  label: 0 | 1;
}

/** Reviews built from the grammar above (`count` of them, about half of each kind). */
export function reviews(count: number, seed = 20_261_129): Review[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
  const out: Review[] = [];
  for (let i = 0; i < count; i++) {
    const positive = random() < 0.5;
    const [adjectives, opposite, verbs, tails] = positive
      ? [POSITIVE, NEGATIVE, POSITIVE_VERBS, POSITIVE_TAILS]
      : [NEGATIVE, POSITIVE, NEGATIVE_VERBS, NEGATIVE_TAILS];
    const subject = pick(SUBJECTS);
    const forms = [
      () => `${subject} is ${pick(adjectives)}`,
      () => `${subject} was really ${pick(adjectives)}, ${pick(tails)}`,
      () => `I ${pick(verbs)} ${subject}`,
      () => `${pick(adjectives)} ${subject.replace(/^the |^this /, '')}! ${pick(tails)}`,
      // Negation: "not <opposite>" carries the sentence's own label.
      () => `${subject} is not ${pick(opposite)} at all`,
      () => `${pick(tails)}, ${subject} is ${pick(adjectives)} and ${pick(adjectives)}`,
    ];
    out.push({ text: pick(forms)(), label: positive ? 1 : 0 });
  }
  return out;
}

/** Iris species in the order of the classifier's classes. */
export const IRIS_SPECIES = ['setosa', 'versicolor', 'virginica'] as const;
/** The measurements, in centimetres, in the order of the classifier's features. */
export const IRIS_FEATURES = ['sepal length', 'sepal width', 'petal length', 'petal width'] as const;
/** Per species: mean and standard deviation of each measurement (Fisher's data). */
const IRIS_STATS: [number, number][][] = [
  [
    [5.006, 0.352],
    [3.428, 0.379],
    [1.462, 0.174],
    [0.246, 0.105],
  ],
  [
    [5.936, 0.516],
    [2.77, 0.314],
    [4.26, 0.47],
    [1.326, 0.198],
  ],
  [
    [6.588, 0.636],
    [2.974, 0.322],
    [5.552, 0.552],
    [2.026, 0.275],
  ],
];

/** `perSpecies` flowers of each species, each measurement drawn from a normal distribution. */
export function irises(perSpecies: number, seed = 1936): { features: number[]; label: number }[] {
  const random = seededRandom(seed);
  const normal = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
  const out: { features: number[]; label: number }[] = [];
  for (let i = 0; i < perSpecies; i++)
    IRIS_STATS.forEach((stats, label) => {
      out.push({
        features: stats.map(([mean, sd]) => Math.max(0.1, Math.round((mean + sd * normal()) * 10) / 10)),
        label,
      });
    });
  return out;
}
