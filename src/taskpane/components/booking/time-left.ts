/** "about 40 s left", "about 3 min left"; undefined until the run has a pace to estimate from. */
export function describeTimeLeft(remainingMs: number | undefined): string | undefined {
  if (remainingMs === undefined) return undefined;
  const seconds = Math.max(0, Math.round(remainingMs / 1000));
  if (seconds < 1) return "less than a second left";
  if (seconds < 90) return `about ${seconds} s left`;
  return `about ${Math.round(seconds / 60)} min left`;
}
