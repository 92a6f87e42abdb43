import { expect, test } from '@playwright/test';

// A required upload field of the network says "%fieldName% is required" with its title, in the
// publisher's language; required inputs keep "Field is required".
for (const [lang, logo, website, named, generic] of [
  ['en', 'Company logo', 'Website', 'Company logo is required', 'Field is required'],
  ['ru', 'Логотип компании', 'Сайт', 'Логотип компании: обязательное поле', 'Поле обязательно'],
] as const) {
  test(`registration: a required upload names its field (${lang})`, async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: '_locale', value: lang, url: `${baseURL}/publisher/` }]);
    await page.route('**/publisher/api/register/fields', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as {
        'hydra:member': { id: number; properties: object }[];
      };
      for (const field of body['hydra:member'])
        if (field.id === 3) field.properties = { ...field.properties, required: true };
      return route.fulfill({ response, json: body });
    });
    await page.goto('/publisher/register');
    await expect(page.getByText(logo, { exact: false }).first()).toBeVisible();
    await page.getByRole('button', { name: lang === 'en' ? 'Sign up' : /Зарегистр/ }).click();
    await expect(page.getByText(named, { exact: true })).toBeVisible();
    await expect(
      page.getByLabel(new RegExp(`^${website}\\*?$`)).and(page.locator('input')),
    ).toHaveAccessibleDescription(new RegExp(generic));
  });
}
