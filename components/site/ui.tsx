import Link from 'next/link';
import { clsx } from 'clsx';

/** Call to action: every one of them goes to /sistema (SPEC §2.1). */
export function CtaLink({
  children,
  variant = 'primary',
  className,
}: {
  children: React.ReactNode;
  variant?: 'primary' | 'light' | 'outline';
  className?: string;
}) {
  return (
    <Link
      href="/sistema"
      // /sistema answers an anonymous visitor with a redirect to /login: not worth fetching while the page loads.
      prefetch={false}
      className={clsx(
        'inline-flex h-12 items-center justify-center gap-2 rounded-lg px-6 text-base font-semibold transition-colors',
        variant === 'primary' && 'bg-brand-700 text-white hover:bg-brand-800',
        variant === 'light' && 'bg-white text-brand-800 hover:bg-brand-50',
        variant === 'outline' &&
          'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800',
        className,
      )}
    >
      {children}
    </Link>
  );
}

/** An in-page anchor styled as a secondary button (smooth scroll comes from CSS, off under reduced motion). */
export function AnchorButton({ href, children, className }: { href: string; children: React.ReactNode; className?: string }) {
  return (
    <a
      href={href}
      className={clsx(
        'inline-flex h-12 items-center justify-center gap-2 rounded-lg border border-slate-300 bg-white px-6 text-base font-semibold text-slate-900 hover:bg-slate-50 dark:border-slate-600 dark:bg-slate-900 dark:text-white dark:hover:bg-slate-800',
        className,
      )}
    >
      {children}
    </a>
  );
}

export function Section({
  id,
  children,
  className,
  tone = 'plain',
  labelledBy,
}: {
  id?: string;
  children: React.ReactNode;
  className?: string;
  tone?: 'plain' | 'muted' | 'brand';
  labelledBy?: string;
}) {
  return (
    <section
      id={id}
      aria-labelledby={labelledBy}
      className={clsx(
        'render-later px-4 py-16 sm:px-6 md:py-24',
        tone === 'muted' && 'bg-slate-50 dark:bg-slate-900',
        tone === 'brand' && 'bg-brand-800 text-white dark:bg-brand-950',
        className,
      )}
    >
      <div className="mx-auto max-w-7xl">{children}</div>
    </section>
  );
}

export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  center = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  lead?: React.ReactNode;
  center?: boolean;
}) {
  return (
    <div data-reveal className={clsx('mb-12 max-w-3xl', center && 'mx-auto text-center')}>
      {eyebrow && <p className="mb-2 text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">{eyebrow}</p>}
      <h2 id={id} className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
        {title}
      </h2>
      {lead && <p className="mt-4 text-lg text-slate-700 dark:text-slate-300">{lead}</p>}
    </div>
  );
}

export function Card({ children, className }: { children: React.ReactNode; className?: string }) {
  return (
    <div
      data-reveal
      className={clsx(
        'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-700 dark:bg-slate-900',
        className,
      )}
    >
      {children}
    </div>
  );
}

/** Page heading band for inner pages (one h1 per page). */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-white px-4 pb-16 pt-28 sm:px-6 md:pb-20 md:pt-36 dark:from-slate-900 dark:to-slate-950">
      <div className="mx-auto max-w-4xl text-center">
        {eyebrow && <p className="mb-3 text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">{eyebrow}</p>}
        <h1 className="text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl dark:text-white">{title}</h1>
        {lead && <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-700 dark:text-slate-300">{lead}</p>}
        {children && <div className="mt-8 flex flex-wrap items-center justify-center gap-3">{children}</div>}
      </div>
    </div>
  );
}
