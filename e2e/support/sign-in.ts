import type { Page } from 'playwright-core';

/** Fills the embedded provider's Portuguese sign-in form as a person would. */
export async function fillSignInForm(
  page: Page,
  username: string,
  password = 'demo',
): Promise<void> {
  await page.getByLabel('Usuário').fill(username);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

export async function signInFrom(page: Page, url: string, username: string): Promise<void> {
  await page.goto(url);
  await page.waitForURL(/\/oidc\/interaction\//);
  await fillSignInForm(page, username);
}
