import { Body } from '@react-email/body';
import { Button } from '@react-email/button';
import { Container } from '@react-email/container';
import { Head } from '@react-email/head';
import { Heading } from '@react-email/heading';
import { Hr } from '@react-email/hr';
import { Html } from '@react-email/html';
import { Preview } from '@react-email/preview';
import { render } from '@react-email/render';
import { Section } from '@react-email/section';
import { Text } from '@react-email/text';
import type { CSSProperties, ReactNode } from 'react';

export interface MailContent {
  /** The line a mail program shows beside the subject. */
  preview: string;
  heading: string;
  /** Paragraphs of plain text; a visitor's text among them: escaped, its line breaks kept. */
  paragraphs: string[];
  /** Label/value rows in order (what a form sent); values may have several lines. */
  fields?: [label: string, value: string][];
  /** A button to a page of the site. href must start with siteUrl: anything else is dropped (rendered as no button). */
  action?: { label: string; href: string };
  /** Small print under a rule (the agency's name, why they got the mail). */
  footer: string[];
  /** A link in the small print, after it (a newsletter mail's way off the list); href as the action's. */
  footerLink?: { label: string; href: string };
}

/** The links a mail shows: each only when it points at the site (siteLink). */
interface Hrefs {
  action?: string;
  footer?: string;
}

/**
 * The site's colours, copied from packages/ui/src/tokens.css (--sf-*): mail programs know no CSS
 * variables. Ink on white and on bgSoft, and white on brand, meet WCAG AA like the site's.
 */
export const MAIL_COLOURS = {
  ink: '#1b1a33',
  inkSoft: '#4a4866',
  bg: '#ffffff',
  bgSoft: '#f5f4fb',
  line: '#dcdae8',
  brand: '#2f2a8f',
  brandDark: '#1d1b4b',
} as const;

/** tokens.css's --sf-font: the reader's own system font, nothing to download. */
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', Arial, sans-serif";

const AGENCY = 'Brandwala Media';

/** The button's link if it points at the site (same origin as siteUrl, http or https), else none. */
function siteLink(href: string, siteUrl: string): string | undefined {
  try {
    const url = new URL(href);
    const site = new URL(siteUrl);
    // Every non-http(s) URL (data:, file:, javascript:) has the origin "null": two of them are equal.
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin === site.origin ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Any line ending: \r\n, \r, \n, and Unicode's line and paragraph separators. */
const LINE_BREAK = /\r\n|[\r\n\u2028\u2029]/;

/** A text's lines, as React text with <br/> between them. */
function lines(value: string): ReactNode[] {
  return value.split(LINE_BREAK).flatMap((line, index) => (index === 0 ? [line] : [<br key={index} />, line]));
}

// A long address or link in a visitor's text wraps instead of widening the mail on a phone.
const paragraph: CSSProperties = {
  margin: '0 0 16px',
  fontSize: '16px',
  lineHeight: '24px',
  color: MAIL_COLOURS.ink,
  overflowWrap: 'break-word',
  wordBreak: 'break-word',
};

const smallPrint: CSSProperties = {
  margin: '0 0 8px',
  fontSize: '13px',
  lineHeight: '20px',
  color: MAIL_COLOURS.inkSoft,
};

function Layout({ content, hrefs }: { content: MailContent; hrefs: Hrefs }) {
  const { preview, heading, paragraphs, fields = [], action, footer, footerLink } = content;
  return (
    <Html lang="en" dir="ltr">
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="color-scheme" content="light" />
        <meta name="supported-color-schemes" content="light" />
      </Head>
      <Body style={{ margin: 0, padding: '16px 8px', backgroundColor: MAIL_COLOURS.bgSoft, fontFamily: FONT }}>
        <Preview>{preview}</Preview>
        <Container
          style={{
            maxWidth: '600px',
            backgroundColor: MAIL_COLOURS.bg,
            border: `1px solid ${MAIL_COLOURS.line}`,
            borderRadius: '10px',
            overflow: 'hidden',
          }}
        >
          <Section style={{ backgroundColor: MAIL_COLOURS.brand, padding: '16px 24px' }}>
            <Text style={{ margin: 0, fontSize: '20px', lineHeight: '28px', fontWeight: 700, color: '#ffffff' }}>
              {AGENCY}
            </Text>
          </Section>
          <Section style={{ padding: '24px' }}>
            <Heading
              as="h1"
              style={{ margin: '0 0 16px', fontSize: '24px', lineHeight: '32px', color: MAIL_COLOURS.brandDark }}
            >
              {heading}
            </Heading>
            {paragraphs.map((text, index) => (
              <Text key={index} style={paragraph}>
                {lines(text)}
              </Text>
            ))}
            {fields.length > 0 && (
              <table
                role="presentation"
                width="100%"
                cellPadding={0}
                cellSpacing={0}
                border={0}
                style={{ margin: '8px 0 16px', borderTop: `1px solid ${MAIL_COLOURS.line}` }}
              >
                <tbody>
                  {fields.map(([label, value], index) => (
                    <tr key={index}>
                      <td style={{ padding: '10px 0', borderBottom: `1px solid ${MAIL_COLOURS.line}` }}>
                        <p
                          style={{
                            margin: 0,
                            fontSize: '13px',
                            lineHeight: '20px',
                            fontWeight: 700,
                            color: MAIL_COLOURS.inkSoft,
                          }}
                        >
                          {label}
                        </p>
                        <p style={{ ...paragraph, margin: 0 }}>{lines(value)}</p>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {action && hrefs.action && (
              <Section style={{ padding: '8px 0 8px' }}>
                <Button
                  href={hrefs.action}
                  style={{
                    backgroundColor: MAIL_COLOURS.brand,
                    color: '#ffffff',
                    fontSize: '16px',
                    fontWeight: 600,
                    borderRadius: '6px',
                    padding: '12px 24px',
                  }}
                >
                  {action.label}
                </Button>
              </Section>
            )}
            <Hr style={{ margin: '24px 0 16px', borderTop: `1px solid ${MAIL_COLOURS.line}` }} />
            {footer.map((text, index) => (
              <Text key={index} style={smallPrint}>
                {lines(text)}
              </Text>
            ))}
            {footerLink && hrefs.footer && (
              <Text style={smallPrint}>
                <a href={hrefs.footer} style={{ color: MAIL_COLOURS.brand, textDecoration: 'underline' }}>
                  {footerLink.label}
                </a>
              </Text>
            )}
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/**
 * The plain-text part, built from the same MailContent as the HTML rather than by react-email's
 * render(…, { plainText: true }). That one converts the rendered HTML with html-to-text, which gave
 * each field's label and value as separate paragraphs ("Name", blank line, "Asha"), the button as
 * "Open the inbox https://…" and the heading in capitals; tuning it would take custom html-to-text
 * formatters tied to the HTML's markup. Built here it reads as a mail written in text ("Label: value"
 * rows, "Label: URL"), and it spares a second React render and an HTML parse for every mail (with
 * them a mail took about twice as long). The tests check that it holds everything the HTML does.
 */
function plainText(content: MailContent, hrefs: Hrefs): string {
  const { heading, paragraphs, fields = [], action, footer, footerLink } = content;
  const title = oneLine(heading);
  const blocks: string[] = [AGENCY, `${title}\n${'='.repeat(Math.max(3, [...title].length))}`];
  blocks.push(...paragraphs.map(normalise));
  if (fields.length > 0) {
    // A value of several lines starts on the line after its label, indented: a visitor's line
    // ("Email: …") can never pass for a label of its own.
    const rows = fields.map(([label, value]) => {
      const valueLines = value.split(LINE_BREAK);
      return valueLines.length === 1
        ? `${oneLine(label)}: ${valueLines[0]}`
        : `${oneLine(label)}:\n${valueLines.map((line) => (line ? `  ${line}` : '')).join('\n')}`;
    });
    blocks.push(rows.join('\n'));
  }
  if (action && hrefs.action) blocks.push(`${oneLine(action.label)}: ${hrefs.action}`);
  const link = footerLink && hrefs.footer ? [`${oneLine(footerLink.label)}: ${hrefs.footer}`] : [];
  blocks.push(['-'.repeat(40), ...footer.map(normalise), ...link].join('\n'));
  return `${blocks.join('\n\n')}\n`;
}

/** Line endings as \n. */
const normalise = (value: string): string => value.split(LINE_BREAK).join('\n');
/** A label or heading on one line. */
const oneLine = (value: string): string =>
  value
    .split(LINE_BREAK)
    .map((line) => line.trim())
    .filter(Boolean)
    .join(' ');

/** The mail as HTML and as plain text, from one MailContent: react-email's render for the HTML, plainText for the text (see there why). */
export async function renderMail(content: MailContent, siteUrl: string): Promise<{ html: string; text: string }> {
  const hrefs: Hrefs = {
    action: content.action && siteLink(content.action.href, siteUrl),
    footer: content.footerLink && siteLink(content.footerLink.href, siteUrl),
  };
  const html = await render(<Layout content={content} hrefs={hrefs} />);
  return { html, text: plainText(content, hrefs) };
}
