import { expect, test } from '@playwright/test';
import { constants } from '../../generated/constants.ts';
import { appPath } from './support/urls.ts';

test('the home page shows the site name in the header, the product name before installation', async ({ page }) => {
  await page.goto(appPath('/'));
  const header = page.getByRole('banner');
  const homeLink = header.getByRole('link', { name: constants.product_name });
  await expect(homeLink).toBeVisible();
  await expect(homeLink).toHaveAttribute('href', appPath('/'));
  await expect(page.getByRole('contentinfo')).toContainText(`Powered by ${constants.product_name}`);
});

test('the first Tab reaches the skip link, and following it puts the focus on the main content', async ({ page }) => {
  await page.goto(appPath('/no-such-page'));
  await expect(page.getByRole('main')).toBeVisible();
  await page.keyboard.press('Tab');
  const skipLink = page.getByRole('link', { name: 'Skip to content' });
  await expect(skipLink).toBeFocused();
  await expect(skipLink).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  await expect(page).toHaveURL(appPath('/no-such-page'));
});

test('the footer leads to the terms of service, which say they are not published yet', async ({ page }) => {
  await page.goto(appPath('/no-such-page'));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of service' }).click();
  await expect(page).toHaveURL(appPath('/tos'));
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of service' })).toBeVisible();
  await expect(page.getByText('This document has not been published yet.')).toBeVisible();
  await expect(page).toHaveTitle(`Terms of service - ${constants.product_name}`);
});
