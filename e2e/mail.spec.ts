import type { Page } from '@playwright/test';
// Each page load waits until the page works: these tests are about the mail that forms cause and
// staff send, not about acting early (e2e/early.spec.ts does that as a visitor does).
import { testOnHydratedPages as test, expect, fillHelpQuery } from './fixtures';
import { account, logInFromInbox, newVisitor } from './api';
import { allMails, mailsTo } from './mailbox';

/** The reference the help page gave once the form was sent. */
async function sentReference(page: Page): Promise<string> {
  const status = page.getByRole('status').filter({ hasText: /HLP-[A-Z0-9]{6}/ });
  await expect(status).toBeVisible();
  return (await status.textContent())!.match(/HLP-[A-Z0-9]{6}/)![0];
}

test('a help query reaches the staff member who follows it; they answer from the inbox and the visitor gets both mails, threaded', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const staff = await account(request, 'staff', 'Kabir');
  const visitor = newVisitor('Asha');

  // The staff member chooses, in the inbox, to be told of help queries on this topic.
  const staffPage = await (await browser.newContext()).newPage();
  await staffPage.goto('/inbox/mail');
  await logInFromInbox(staffPage, staff);
  const follows = staffPage.getByRole('form', { name: 'Mail I get' });
  await follows.getByLabel('Help queries').check();
  await follows.getByLabel('Business Development').check();
  await follows.getByRole('button', { name: /Save/ }).click();
  await expect(follows.getByRole('status')).toContainText('Saved');

  // A visitor sends a help query.
  await page.goto('/help');
  const form = await fillHelpQuery(page, visitor);
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  const reference = await sentReference(page);

  // The staff member is told, with the sender to answer to and a link to the item.
  const [notification] = await mailsTo(
    staff.email,
    new RegExp(`^Help query ${reference} from Asha Iyer: Business Development$`),
  );
  expect(notification!.text).toContain(visitor.email);
  const link = notification!.text.match(/http:\/\/localhost:3000\/inbox\/help\/[0-9a-f]{32}/)?.[0];
  expect(link, 'the notification links to the item').toBeTruthy();
  // The visitor is acknowledged with the reference and the hours.
  const [ack] = await mailsTo(visitor.email, new RegExp(`^We have your help query: ${reference}$`));
  expect(ack!.text).toContain('Monday to Saturday, 9 am to 7 pm IST');

  // The staff member opens the link, reads the item and replies.
  await staffPage.goto(link!);
  await expect(staffPage.getByRole('heading', { level: 1 })).toHaveText(`Help query ${reference}`);
  await expect(staffPage.getByRole('region', { name: 'What was sent' })).toContainText('Diwali launch');
  const reply = staffPage.getByRole('form', { name: 'Reply' });
  await reply.getByLabel('Your reply to Asha Iyer').fill('Hello Asha,\nwe would love to plan it with you. Kabir');
  await reply.getByRole('button', { name: 'Send reply' }).click();
  await expect(reply.getByRole('status')).toContainText('on its way');

  const [answer] = await mailsTo(visitor.email, new RegExp(`^Re: We have your help query: ${reference}$`));
  expect(answer!.text).toContain('we would love to plan it with you.');
  expect(answer!.headers['in-reply-to']).toBe(ack!.headers['message-id']);

  // The item shows the acknowledgement and the reply as sent, and is answered.
  await staffPage.reload();
  const mails = staffPage.getByRole('region', { name: 'Mails' });
  await expect(mails.getByRole('listitem').filter({ hasText: 'Acknowledgement' })).toContainText('Sent');
  const replied = mails.getByRole('listitem').filter({ hasText: 'Reply' });
  await expect(replied).toContainText(`Written by ${staff.name}`);
  await expect(replied).toContainText('we would love to plan it with you.');
  await expect(replied).toContainText('Sent');
  await expect(staffPage.getByRole('main')).toContainText('Status: Answered');
  expect(consoleErrors).toEqual([]);
});

test('a form with its honeypot filled is answered as usual, told to no one, and staff move it out of Spam', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const staff = await account(request, 'staff', 'Nila');
  const visitor = newVisitor('Bot');
  await page.goto('/help');
  const form = await fillHelpQuery(page, visitor);
  // What a bot does: it fills every field, the one no person sees included.
  await form.locator('input[name="website"]').fill('https://cheap.example', { force: true });
  await form.getByRole('button', { name: 'Submit', exact: true }).click();
  const reference = await sentReference(page);
  await page.waitForTimeout(1500);
  const none = await allMails();
  expect(none.filter((m) => m.subject.includes(reference))).toEqual([]);

  await page.evaluate(() => localStorage.clear());
  // The inbox leaves it out, whoever searches for its sender; Spam has it.
  await page.goto(`/inbox?q=${encodeURIComponent(visitor.email)}`);
  await logInFromInbox(page, staff);
  await expect(page.getByRole('main')).toContainText('Nothing here matches this filter.');
  await page.getByRole('link', { name: 'See spam' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Inbox: spam');
  await page.getByRole('table').getByRole('link', { name: reference }).click();
  await expect(page.getByRole('main')).toContainText('Marked as spam');
  await page.getByRole('button', { name: 'Not spam' }).click();
  await expect(page.getByRole('main')).not.toContainText('Marked as spam');
  await mailsTo(visitor.email, new RegExp(`^We have your help query: ${reference}$`));
});
