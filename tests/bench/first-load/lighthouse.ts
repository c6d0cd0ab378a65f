// Lighthouse's mobile audit (its default: an emulated phone with simulated throttling) of one page.
import { writeFileSync } from 'node:fs';
import lighthouse from 'lighthouse';

export interface LighthouseScores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
  /** the titles of the audits that lost points, so a score below its goal says why */
  failed: string[];
}

/** `reportFile`: where to keep the whole report (Lighthouse's JSON), to see what a score is made of. */
export async function lighthouseScores(
  url: string,
  debuggingPort: number,
  reportFile?: string,
): Promise<LighthouseScores> {
  const result = await lighthouse(url, {
    port: debuggingPort,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (reportFile) writeFileSync(reportFile, JSON.stringify(result.lhr, null, 1));
  const score = (id: string) => {
    const value = result.lhr.categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  const failed = Object.values(result.lhr.audits)
    .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== 'informative')
    .map((audit) => `${audit.id}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
  return {
    failed,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
  };
}
