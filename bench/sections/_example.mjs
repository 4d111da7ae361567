// The shape of a section (files starting with "_" are not run). Copy, rename, fill in.
export const title = 'What this section measures, in one line';

/** @param {{ root: string, log: (...args: unknown[]) => void }} ctx */
export async function run(ctx) {
  ctx.log('measuring...');
  return [
    {
      measure: 'something, gz',
      ours: 12_345,
      unit: 'B',
      anchor: 10_000,
      anchorLabel: 'the anchor library',
      lowerIsBetter: true,
      note: 'median of 3',
    },
  ];
}
