import { describe, expect, it } from 'vitest';
import { MAIL_COLOURS, renderMail, type MailContent } from './layout';

const SITE = 'https://brandwala.example';

const content = (extra: Partial<MailContent> = {}): MailContent => ({
  preview: 'Asha Rao asked about 3 hoardings in Pune',
  heading: 'New enquiry from the cart',
  paragraphs: ['Asha Rao sent an enquiry.'],
  fields: [
    ['Name', 'Asha Rao'],
    ['Email', 'asha@example.in'],
    ['Budget', '₹2,10,000'],
  ],
  action: { label: 'Open it in the inbox', href: `${SITE}/staff/inbox/42` },
  footer: ['Brandwala Media, Pune', 'You get this mail because you are on the staff.'],
  ...extra,
});

/** The <a> tags of the HTML, and their hrefs. */
const anchors = (html: string) => [...html.matchAll(/<a\b[^>]*>/g)].map((m) => m[0]);
const hrefs = (html: string) => [...html.matchAll(/\bhref="([^"]*)"/g)].map((m) => m[1]);

describe('renderMail', () => {
  it('puts the heading, the preview, the agency and the brand colour in the HTML, with nothing to fetch', async () => {
    const { html } = await renderMail(content(), SITE);
    expect(html).toContain('New enquiry from the cart');
    expect(html).toContain('Asha Rao asked about 3 hoardings in Pune');
    expect(html).toContain('Brandwala Media');
    expect(html).toContain(MAIL_COLOURS.brand);
    expect(html).toContain('lang="en"');
    expect(html).not.toMatch(/<img|<link|<script|\bsrc=|url\(/i);
  });

  it('escapes <script>, quotes and ampersands everywhere, in the HTML; the text part has them as written', async () => {
    const evil = '<script>alert("x")</script> Tom & "Jerry" \'s';
    const { html, text } = await renderMail(
      content({
        preview: evil,
        heading: evil,
        paragraphs: [evil],
        fields: [[evil, evil]],
        action: { label: evil, href: `${SITE}/a` },
        footer: [evil],
      }),
      SITE,
    );
    expect(html).not.toContain('<script');
    expect(html).not.toContain('"Jerry"');
    expect(html).not.toContain('Tom & ');
    const escaped = '&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Tom &amp; &quot;Jerry&quot; &#x27;s';
    // Preview, heading, paragraph, label, value, button, footer.
    expect(html.split(escaped).length - 1).toBe(7);
    expect(text.split(evil).length - 1).toBe(6); // all but the preview, which is no part of the text
  });

  it('keeps the line breaks of a paragraph and of a value, in the HTML and in the text', async () => {
    const { html, text } = await renderMail(
      content({
        paragraphs: ['Her message:\r\nHello,\nwe need hoardings.\rThanks\u2028Asha'],
        fields: [
          ['Message', 'Line one\nLine two\r\n\r\nLine four'],
          ['Phone', '+91 98200 00000'],
        ],
      }),
      SITE,
    );
    expect(html).toContain('Her message:<br/>Hello,<br/>we need hoardings.<br/>Thanks<br/>Asha');
    expect(html).toContain('Line one<br/>Line two<br/><br/>Line four');
    expect(text).toContain('Her message:\nHello,\nwe need hoardings.\nThanks\nAsha');
    // A value of several lines starts under its label, indented: its lines can't pass for labels.
    expect(text).toContain('Message:\n  Line one\n  Line two\n\n  Line four\nPhone: +91 98200 00000');
    expect(text).not.toMatch(/[\r\u2028]/);
  });

  it('has every field label and value in the text part, as "Label: value" rows in order', async () => {
    const { text } = await renderMail(content(), SITE);
    expect(text).toContain('Name: Asha Rao\nEmail: asha@example.in\nBudget: ₹2,10,000');
  });

  it('renders the action as the one link, to the site, and in the text as "Label: URL"', async () => {
    const { html, text } = await renderMail(content(), SITE);
    expect(anchors(html)).toHaveLength(1);
    expect(hrefs(html)).toEqual([`${SITE}/staff/inbox/42`]);
    expect(html).toContain('Open it in the inbox');
    expect(text).toContain(`Open it in the inbox: ${SITE}/staff/inbox/42`);
  });

  it.each([
    'https://evil.example/staff/inbox/42',
    'http://brandwala.example/staff/inbox/42',
    'https://brandwala.example:8443/staff/inbox/42',
    'https://brandwala.example.evil.example/',
    'https://brandwala.example@evil.example/',
    '//evil.example/x',
    '/staff/inbox/42',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'not a url',
  ])('drops an action to anything but the site: %s', async (href) => {
    const { html, text } = await renderMail(content({ action: { label: 'Open it', href } }), SITE);
    expect(anchors(html)).toEqual([]);
    expect(hrefs(html)).toEqual([]);
    expect(html).not.toContain('Open it');
    expect(text).not.toContain('Open it');
    expect(text).not.toMatch(/evil|javascript|data:/);
  });

  it('drops every action when the site is not an http(s) origin (file: and data: URLs share the origin "null")', async () => {
    const { html } = await renderMail(
      content({ action: { label: 'Open it', href: 'data:text/html,hi' } }),
      'file:///srv/site/',
    );
    expect(anchors(html)).toEqual([]);
  });

  it('reads on its own as text: agency, heading, paragraphs, rows, action and small print', async () => {
    const { text } = await renderMail(content(), SITE);
    expect(text).toBe(
      [
        'Brandwala Media',
        '',
        'New enquiry from the cart',
        '=========================',
        '',
        'Asha Rao sent an enquiry.',
        '',
        'Name: Asha Rao',
        'Email: asha@example.in',
        'Budget: ₹2,10,000',
        '',
        `Open it in the inbox: ${SITE}/staff/inbox/42`,
        '',
        '-'.repeat(40),
        'Brandwala Media, Pune',
        'You get this mail because you are on the staff.',
        '',
      ].join('\n'),
    );
  });

  it('renders a mail without fields or action', async () => {
    const { html, text } = await renderMail(content({ fields: undefined, action: undefined }), SITE);
    expect(html).not.toContain('<a');
    expect(text).not.toContain(': ');
  });
});
