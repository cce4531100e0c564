import { cn } from '../ui';
import { SOCIAL_LINKS } from './social-links';

/** The social links as a row of round icon buttons (top bar, mobile menu). */
export function SocialIconLinks({ className, itemClassName }: { className?: string; itemClassName?: string }) {
  return (
    <ul className={cn('flex items-center gap-1', className)} aria-label="Social links">
      {SOCIAL_LINKS.map(({ label, href, icon: Icon }) => (
        <li key={label}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={label}
            title={label}
            className={cn('flex items-center justify-center rounded-full', itemClassName)}
          >
            <Icon className="size-4" aria-hidden />
          </a>
        </li>
      ))}
    </ul>
  );
}
