import type { Locator, Page } from '@playwright/test';

/** The grading header's statistics: "Graded N of M", the mean, and the distribution behind its button. */
export class GradingStatsPanel {
  readonly region: Locator;
  readonly distributionButton: Locator;
  readonly distribution: Locator;
  readonly chart: Locator;

  constructor(page: Page) {
    this.region = page.getByRole('region', { name: 'Grading statistics' });
    this.distributionButton = this.region.getByRole('button', { name: 'Distribution' });
    this.distribution = this.region.getByRole('group', { name: 'Grade distribution' });
    this.chart = this.distribution.getByRole('img');
  }

  text(value: string | RegExp): Locator {
    return this.region.getByText(value);
  }

  /** Students per band, as the visually hidden table gives them to a screen reader. */
  async bandCounts(): Promise<Record<string, number>> {
    const rows = await this.distribution.getByRole('row').all();
    const counts: Record<string, number> = {};
    for (const row of rows.slice(1)) {
      const band = (await row.getByRole('rowheader').textContent()) ?? '';
      counts[band] = Number(await row.getByRole('cell').textContent());
    }
    return counts;
  }
}
