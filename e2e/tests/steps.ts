import type { Page, TestInfo } from '@playwright/test'

/** Keeps a named screenshot of each step as a test artifact. */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const file = testInfo.outputPath(`${String(testInfo.attachments.length + 1).padStart(2, '0')}-${name}.png`)
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' })
  await testInfo.attach(name, { path: file, contentType: 'image/png' })
}
