import { Link } from 'react-router';
import { PRODUCT_NAME } from '@memeforge/contract';
import { cn } from './cn';

export function Logo({ to = '/', compact = false, className }: { to?: string; compact?: boolean; className?: string }) {
  return (
    <Link to={to} className={cn('flex items-center gap-2 font-extrabold tracking-tight text-slate-900', className)}>
      <img src="/favicon.svg" alt="" className="size-8" width={32} height={32} />
      {!compact && <span className="text-lg">{PRODUCT_NAME}</span>}
    </Link>
  );
}
