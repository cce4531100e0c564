import type { LandingData } from '@memeforge/contract';

/** The social-proof figures (docs/product.md §1.2), from the content file. */
export function SocialProof({ figures }: { figures: LandingData['figures'] }) {
  return (
    <dl className="mt-6 flex flex-wrap justify-center gap-x-12 gap-y-6">
      {figures.map((figure) => (
        <div key={figure.label} className="flex flex-col-reverse items-center">
          <dt className="text-sm text-slate-600">{figure.label}</dt>
          <dd className="text-3xl font-extrabold text-slate-900 md:text-4xl">{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
