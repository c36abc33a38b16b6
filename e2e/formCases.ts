import { expect, type Locator, type Page } from '@playwright/test';
import { fillCheckoutEnquiry, fillHelpQuery, fillJobApplication, HELP_MESSAGE } from './fixtures';
import type { newVisitor } from './api';

/**
 * The five forms the api stores, for the specs that go through each of them (forms.spec.ts,
 * offline-forms.spec.ts): how to open and fill each, its submit button and its reference's prefix.
 */

/** The reference the api gave, as the page shows it (e.g. HLP-7K3Q9M). */
export async function referenceIn(status: Locator, prefix: string): Promise<string> {
  await expect(status).toContainText(new RegExp(`${prefix}-[A-Z0-9]{4,}`));
  return (await status.textContent())!.match(new RegExp(`${prefix}-[A-Z0-9]{4,}`))![0];
}

export type Kind = 'newsletter' | 'help' | 'partner' | 'job' | 'enquiry';
/** Opens the form, fills it with the visitor's details and returns the form and the field whose value it keeps. */
type Fill = (
  page: Page,
  visitor: ReturnType<typeof newVisitor>,
) => Promise<{ form: Locator; kept: Locator; keptValue: string }>;

/** A form: its name, kind, reference prefix and submit button, and how to fill it. */
const formCase = (name: string, kind: Kind, prefix: string, submit: string, fill: Fill) => ({
  name,
  kind,
  prefix,
  submit,
  fill,
});

export const forms = [
  formCase('newsletter (footer)', 'newsletter', 'NWS', 'Subscribe', async (page, visitor) => {
    await page.goto('/');
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Email address').fill(visitor.email);
    return { form, kept: form.getByLabel('Email address'), keptValue: visitor.email };
  }),
  formCase('help', 'help', 'HLP', 'Submit', async (page, visitor) => {
    await page.goto('/help');
    const form = await fillHelpQuery(page, visitor);
    return { form, kept: form.getByLabel('Message'), keptValue: HELP_MESSAGE };
  }),
  formCase('partner apply', 'partner', 'PRT', 'Submit Application', async (page, visitor) => {
    await page.goto('/join-us');
    await page.getByRole('button', { name: 'Join as Store Partner' }).click();
    const form = page.getByRole('dialog', { name: 'Apply Now Store Partner' });
    await form.getByLabel('Full Name').fill(visitor.name);
    await form.getByLabel('Email Address').fill(visitor.email);
    await form.getByLabel('Phone Number').fill(`+91 ${visitor.mobile}`);
    await form.getByLabel('Message (optional)').fill('I have a shop on FC Road, Pune.');
    return { form, kept: form.getByLabel('Full Name'), keptValue: visitor.name };
  }),
  formCase('job apply with CV', 'job', 'JOB', 'Submit', async (page, visitor) => {
    await page.goto('/careers');
    const form = await fillJobApplication(page, visitor);
    return { form, kept: form.getByLabel('Email Address'), keptValue: visitor.email };
  }),
  formCase('checkout enquiry', 'enquiry', 'ENQ', 'Send enquiry', async (page, visitor) => {
    const form = await fillCheckoutEnquiry(page, visitor, 'Mumbai, from 1 December.');
    return { form, kept: form.getByLabel('Name'), keptValue: visitor.name };
  }),
];
