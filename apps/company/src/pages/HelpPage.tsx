import { Link, useSubmission } from '@storefront/shell';
import {
  HELP_LABELS,
  HELP_QUERY_TOPICS,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  SUPPORT_PHONE_HREF,
  SUPPORT_WHATSAPP_URL,
} from '@storefront/types/form-copy';
import type { HelpQuery } from '@storefront/types/forms';
import { useFormChecks } from '@storefront/ui/lazy-checks';
import type { IconName } from '@storefront/ui/icon';
import { Section } from '@storefront/ui/section';
import { FieldRow, SelectField, TextAreaField, MobileField, TextField, useForm } from '@storefront/ui/forms';
import { IconCards } from '../components/IconCards';
import { HeroPage } from '../components/HeroPage';
import { PublicForm, useSendKeepingLast } from '../components/PublicForm';
import styles from './HelpPage.module.css';

const WHATSAPP_TEXT = encodeURIComponent('Hello Brandwala Media, I need help with ');

const CHANNELS: {
  icon: IconName;
  title: string;
  text: string;
  action: string;
  href: string;
  detail: string;
  external?: boolean;
}[] = [
  {
    icon: 'chat',
    title: 'Whatsapp Chat',
    text: 'Chat with our support team on WhatsApp, Monday to Saturday, 9 am to 7 pm.',
    action: 'Start Chat',
    href: `${SUPPORT_WHATSAPP_URL}?text=${WHATSAPP_TEXT}`,
    detail: SUPPORT_PHONE,
    external: true,
  },
  {
    icon: 'mail',
    title: 'Email Support',
    text: 'Write to us any time; we answer within one working day.',
    action: 'Send Email',
    href: `mailto:${SUPPORT_EMAIL}`,
    detail: SUPPORT_EMAIL,
  },
  {
    icon: 'phone',
    title: 'Phone Support',
    text: 'Talk to a person, Monday to Saturday, 9 am to 7 pm.',
    action: 'Call Now',
    href: SUPPORT_PHONE_HREF,
    detail: SUPPORT_PHONE,
  },
];

const EMPTY_QUERY = { firstName: '', lastName: '', contact: '', email: '', query: '', message: '', website: '' };

function HelpForm() {
  const submission = useSubmission('help');
  const checks = useFormChecks('helpQuerySchema');
  const form = useForm(EMPTY_QUERY, checks.validate, submission.saved);
  const [last, send] = useSendKeepingLast(
    (data: HelpQuery) => submission.send(data),
    () => form.reset(),
  );

  return (
    <PublicForm
      endpoint="help"
      className={styles.form}
      onSubmit={form.handleSubmit(checks.beforeSend(send))}
      labelledBy="help-form-title"
      honeypot={form.field('website')}
      submission={submission}
      submitClassName={`sf-btn sf-btn--accent ${styles.submit}`}
      submitLabel="Submit"
      fallback={
        last && {
          subject: `Help: ${last.query}`,
          body: [
            `Name: ${last.firstName} ${last.lastName}`,
            `Contact: +91 ${last.contact}`,
            `Email: ${last.email}`,
            `Query: ${last.query}`,
            '',
            last.message,
          ].join('\n'),
        }
      }
    >
      <h2 id="help-form-title" className={styles.formTitle}>
        Send us your query
      </h2>
      <FieldRow className={styles.row}>
        <TextField label={HELP_LABELS.firstName} autoComplete="given-name" {...form.field('firstName')} />
        <TextField label={HELP_LABELS.lastName} autoComplete="family-name" {...form.field('lastName')} />
      </FieldRow>
      <FieldRow className={styles.row}>
        <MobileField label={HELP_LABELS.contact} {...form.field('contact')} />
        <TextField
          label={HELP_LABELS.email}
          type="email"
          autoComplete="email"
          hint="We reply to this address"
          {...form.field('email')}
        />
      </FieldRow>
      <SelectField
        label={HELP_LABELS.query}
        placeholder="Select a topic"
        options={HELP_QUERY_TOPICS}
        {...form.field('query')}
      />
      <TextAreaField label={HELP_LABELS.message} rows={5} {...form.field('message')} />
    </PublicForm>
  );
}

export function HelpPage() {
  return (
    <HeroPage
      tab="Help"
      id="help-title"
      kicker="Help & support"
      title="How can we help you?"
      intro={<p>Tell us about your campaign, booking or partnership, and the right team will get back to you.</p>}
    >
      <section className={`sf-container sf-section ${styles.layout}`} aria-labelledby="help-form-title">
        <HelpForm />
        <aside className={styles.aside} aria-labelledby="next-title">
          <h2 id="next-title">What happens next</h2>
          <ol>
            <li>
              Your query goes to the team for its topic: Technology, Public Relations, Business Development or Sales
              &amp; Marketing.
            </li>
            <li>Someone from that team replies by email within one working day.</li>
            <li>For bookings and quotes, we call you on the number you give us.</li>
          </ol>
          <p>
            Partners and job seekers: see <Link to="/join-us">Join Our Network</Link> and{' '}
            <Link to="/careers">Careers</Link>.
          </p>
        </aside>
      </section>

      <Section id="still-title" title="Still Need Help?" band>
        <IconCards
          items={CHANNELS}
          cardClassName={styles.channel}
          more={(channel) => (
            <>
              <p className={styles.detail}>{channel.detail}</p>
              <a
                className={`sf-btn ${styles.channelAction}`}
                href={channel.href}
                {...(channel.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {channel.action}
                {channel.external && <span className="sf-visually-hidden"> (opens WhatsApp in a new tab)</span>}
              </a>
            </>
          )}
        />
      </Section>
    </HeroPage>
  );
}
