/** The platform's own state: which engines run behind the API, real or simulated. */
export const platform = {
  parts: { notebooks: 'Notebooks', serving: 'Model serving', metrics: 'Metrics' },
  /** The badge when at least one part is simulated. */
  simulated: 'Simulated infrastructure',
  /** The badge when a real engine does not answer. */
  unavailable: (p: { engine: string }) => `${p.engine} not answering`,
  /** One line of the badge's description per part. */
  part: (p: { part: string; engine: string }) => `${p.part}: ${p.engine}`,
  simulatedEngine: 'simulated on a clock, nothing runs',
  down: (p: { reason: string }) => `not answering (${p.reason})`,
};
