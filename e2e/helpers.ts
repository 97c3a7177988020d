import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { e2eAdmin } from '../playwright.config';

export async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(e2eAdmin.email);
  await page.getByLabel('パスワード').fill(e2eAdmin.password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

export interface GraphQLResponse<T> {
  data?: T;
  errors?: { message: string; errorType?: string }[];
}

/** Calls the GraphQL API with the cookies of `request` (a signed-in page's context, or none). */
export async function graphqlRequest<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<GraphQLResponse<T>> {
  const response = await request.post('/api/graphql', { data: { query, variables } });
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as GraphQLResponse<T>;
}
