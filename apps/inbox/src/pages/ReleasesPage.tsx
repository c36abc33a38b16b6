import { useRef, useState } from 'react';
import { useSession } from '@storefront/shell';
import type { AppReleases, ReleasesReply } from '@storefront/types/forms';
import { FormStatus } from '@storefront/ui/forms';
import { EndCanary, type EndCanaryResult } from '../components/EndCanary';
import { InboxFrame } from '../components/InboxFrame';
import { Loaded } from '../components/Loaded';
import { ReleaseChart } from '../components/ReleaseChart';
import { ScrollTable } from '../components/ScrollTable';
import styles from '../components/Inbox.module.css';
import { formatWhen } from '../data/labels';
import { GUARD_DECISIONS, errorShare, figuresText, millis, releaseAction, releaseBy } from '../data/releases';
import { useStaffData } from '../hooks/useStaffData';

const number = { label: '', className: styles.number };
const HISTORY_COLUMNS = ['When', 'What', 'Release', 'Share', 'By', 'Reason', 'Figures'];

type Side = { name: string; release: string } & Pick<
  NonNullable<AppReleases['live']>,
  'total' | 'steps' | 'inpTargets'
>;

/** The live release and the canary, if one runs: the sides compared. */
function sidesOf(app: AppReleases): Side[] {
  return [
    ...(app.live ? [{ name: 'Live', ...app.live }] : []),
    ...(app.canary ? [{ name: 'Canary', ...app.canary }] : []),
  ];
}

/** The rows comparing the sides over the whole window. */
const TOTALS: { label: string; text: (total: Side['total']) => string }[] = [
  { label: 'Views', text: (t) => String(t.views) },
  { label: 'Error share', text: (t) => errorShare(t.views, t.errorViews) },
  { label: 'LCP p75', text: (t) => millis(t.p75.LCP) },
  { label: 'INP p75', text: (t) => millis(t.p75.INP) },
];

const errorValue = (s: { views: number; errorViews: number }) => (s.views > 0 ? (s.errorViews / s.views) * 100 : null);

/** The elements a side's visitors waited on most (its views' slowest interactions), slowest first. */
function SlowestInteractions({ app, side }: { app: string; side: Side }) {
  return (
    <ScrollTable
      label={`${app}: slowest interactions, ${side.name.toLowerCase()}`}
      caption={`Slowest interactions (${side.name})`}
      columns={['Element', { ...number, label: 'INP p75' }, { ...number, label: 'Views' }]}
    >
      <tbody>
        {side.inpTargets.length === 0 ? (
          <tr>
            <td colSpan={3}>None reported</td>
          </tr>
        ) : (
          side.inpTargets.map((t) => (
            <tr key={t.target}>
              <th scope="row">
                <code>{t.target}</code>
              </th>
              <td className={styles.number}>{millis(t.p75)}</td>
              <td className={styles.number}>{t.views}</td>
            </tr>
          ))
        )}
      </tbody>
    </ScrollTable>
  );
}

/** Each side over the window, its slowest interactions, and its steps: three small charts and the table they draw. */
function Figures({ app, sides, window }: { app: string; sides: Side[]; window: ReleasesReply }) {
  const charts = [
    { title: 'Error share', value: errorValue, text: (v: number) => `${v.toFixed(1)}%` },
    { title: 'LCP p75', value: (s: Side['steps'][number]) => s.p75.LCP, text: millis },
    { title: 'INP p75', value: (s: Side['steps'][number]) => s.p75.INP, text: millis },
  ];
  const steps = sides[0]?.steps ?? [];
  return (
    <>
      <ScrollTable
        label={`${app}: live and canary compared`}
        caption={`Over the last ${Math.round((Date.parse(window.until) - Date.parse(window.since)) / 60_000)} minutes`}
        columns={['', ...sides.map((side) => ({ ...number, label: side.name }))]}
      >
        <tbody>
          <tr>
            <th scope="row">Release</th>
            {sides.map((side) => (
              <td key={side.name} className={styles.number}>
                {side.release}
              </td>
            ))}
          </tr>
          {TOTALS.map(({ label, text }) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {sides.map((side) => (
                <td key={side.name} className={styles.number}>
                  {text(side.total)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </ScrollTable>
      {sides.map((side) => (
        <SlowestInteractions key={side.name} app={app} side={side} />
      ))}
      <div className={styles.charts}>
        {charts.map((chart) => {
          const lines = sides.map((side) => ({
            name: side.name.toLowerCase(),
            values: side.steps.map((step) => chart.value(step)),
            dashed: side.name === 'Canary',
          }));
          const values = lines.flatMap((line) => line.values.filter((v): v is number => v !== null));
          return (
            <ReleaseChart
              key={chart.title}
              title={chart.title}
              lines={lines}
              highest={values.length ? chart.text(Math.max(...values)) : '—'}
            />
          );
        })}
      </div>
      {/* Every value the charts draw; folded, as each app has one (a long page on a phone). */}
      <details className={styles.steps}>
        <summary>Step by step ({window.stepMinutes} minutes each)</summary>
        <ScrollTable
          label={`${app}: step by step`}
          caption={`Step by step (${window.stepMinutes} minutes each)`}
          columns={[
            'From',
            ...sides.flatMap((side) =>
              ['views', 'error share', 'LCP p75', 'INP p75'].map((what) => ({
                ...number,
                label: `${side.name} ${what}`,
              })),
            ),
          ]}
        >
          <tbody>
            {steps.map((step, index) => (
              <tr key={step.at}>
                <th scope="row">
                  <time dateTime={step.at}>{formatWhen(step.at)}</time>
                </th>
                {sides.flatMap((side) => {
                  const s = side.steps[index];
                  return s
                    ? [String(s.views), errorShare(s.views, s.errorViews), millis(s.p75.LCP), millis(s.p75.INP)].map(
                        (text, column) => (
                          <td key={`${side.name}-${column}`} className={styles.number}>
                            {text}
                          </td>
                        ),
                      )
                    : [];
                })}
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      </details>
    </>
  );
}

/** One app: its releases, its figures, its history, and for an admin the button that ends its canary. */
function AppSection({ app, window, reload }: { app: AppReleases; window: ReleasesReply; reload: () => void }) {
  const { user } = useSession();
  const [result, setResult] = useState<EndCanaryResult | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const sides = sidesOf(app);
  const id = `app-${app.app}`;
  const ended = (done: EndCanaryResult) => {
    setResult(done);
    // The button is gone once the canary is: the heading keeps the place, the status says what happened.
    heading.current?.focus();
    reload();
  };
  return (
    <section aria-labelledby={id} className={styles.release}>
      <h2 id={id} ref={heading} tabIndex={-1}>
        {app.app}
      </h2>
      <p>
        {app.live ? (
          <>
            Live: <strong>{app.live.release}</strong> since{' '}
            <time dateTime={app.live.at}>{formatWhen(app.live.at)}</time>.
          </>
        ) : (
          'Nothing live.'
        )}{' '}
        {app.canary && (
          <>
            Canary: <strong>{app.canary.release}</strong> for {app.canary.share}% of visitors since{' '}
            <time dateTime={app.canary.since}>{formatWhen(app.canary.since)}</time> (this share since{' '}
            <time dateTime={app.canary.stageSince}>{formatWhen(app.canary.stageSince)}</time>).
          </>
        )}
      </p>
      {user?.role === 'admin' && app.canary && (
        <EndCanary app={app.app} release={app.canary.release} live={app.live?.release ?? null} onDone={ended} />
      )}
      {user?.role === 'admin' && <FormStatus tone={result?.tone}>{result?.message}</FormStatus>}
      {sides.length > 0 && <Figures app={app.app} sides={sides} window={window} />}
      {app.history.length > 0 && (
        <ScrollTable label={`${app.app}: history`} caption="History, newest first" columns={HISTORY_COLUMNS}>
          <tbody>
            {app.history.map((line, index) => (
              <tr key={index}>
                <th scope="row">
                  <time dateTime={line.at}>{formatWhen(line.at)}</time>
                </th>
                <td>{releaseAction(line)}</td>
                <td>{line.release || '—'}</td>
                <td className={styles.number}>{line.share === null ? '—' : `${line.share}%`}</td>
                <td>{releaseBy(line.by)}</td>
                <td className={styles.note}>{line.reason || '—'}</td>
                <td>{figuresText(line.figures)}</td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}

function ReleasesList() {
  const releases = useStaffData('releases');
  return <Loaded read={releases}>{(data) => <ReleasesView data={data} reload={releases.reload} />}</Loaded>;
}

function ReleasesView({ data, reload }: { data: ReleasesReply; reload: () => void }) {
  const { guard, apps } = data;
  return (
    <>
      <h1>Releases</h1>
      <p>
        Each app’s live release and its canary, if one runs, with what visitors’ browsers reported, and every change
        with who made it and why, newest first.
      </p>
      <section aria-labelledby="guard-title">
        <h2 id="guard-title">Release guard</h2>
        {guard ? (
          <p>
            Last check <time dateTime={guard.at}>{formatWhen(guard.at)}</time>
            {guard.app &&
              ` (${guard.app} ${guard.release ?? ''}${guard.share === null ? '' : ` at ${guard.share}%`})`}:{' '}
            {GUARD_DECISIONS[guard.decision]}. {guard.reason}
          </p>
        ) : (
          <p>The guard has not checked yet.</p>
        )}
      </section>
      {apps.map((app) => (
        <AppSection key={app.app} app={app} window={data} reload={reload} />
      ))}
    </>
  );
}

/** /inbox/releases (staff and admin): every app's releases and canary, and the guard's decisions. */
export function ReleasesPage() {
  return (
    <InboxFrame title="Releases">
      <ReleasesList />
    </InboxFrame>
  );
}
