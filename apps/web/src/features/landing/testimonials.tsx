import { Quote } from 'lucide-react';
import type { Testimonial } from '@memeforge/contract';

function initialsOf(testimonial: Testimonial): string {
  if (testimonial.initials) return testimonial.initials;
  return testimonial.name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('');
}

/** What people who use it say (content file), as a grid of quotes. */
export function Testimonials({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <ul className="grid gap-5 md:grid-cols-2">
      {testimonials.map((testimonial) => (
        <li key={`${testimonial.name}-${testimonial.quote.slice(0, 20)}`}>
          <figure className="flex h-full flex-col gap-5 rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <Quote className="size-6 text-brand-500" aria-hidden />
            <blockquote className="flex-1 text-base text-slate-800">
              <p>{testimonial.quote}</p>
            </blockquote>
            <figcaption className="flex items-center gap-3">
              <span
                aria-hidden
                className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-bold text-brand-900"
              >
                {initialsOf(testimonial)}
              </span>
              <span className="flex flex-col">
                <span className="font-semibold text-slate-900">{testimonial.name}</span>
                <span className="text-sm text-slate-600">{testimonial.role}</span>
              </span>
            </figcaption>
          </figure>
        </li>
      ))}
    </ul>
  );
}
