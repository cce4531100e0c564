import { CONTACT_EMAIL } from '@memeforge/contract';
import { cn } from './cn';

/** The product's contact address as a mailto link. */
export function ContactEmailLink({ className }: { className?: string }) {
  return (
    <a
      className={cn('font-medium text-brand-700 underline-offset-2 hover:underline', className)}
      href={`mailto:${CONTACT_EMAIL}`}
    >
      {CONTACT_EMAIL}
    </a>
  );
}
