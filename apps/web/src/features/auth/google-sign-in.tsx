import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Button } from '../../ui';
import { authKeys, fetchAuthProviders } from './auth-api';
import { AUTH_TEXTS } from './texts';
import { NEXT_QUERY, rememberNextPath } from './after-sign-in';

function GoogleIcon() {
  return (
    <svg viewBox="0 0 24 24" className="size-5" aria-hidden>
      <path
        fill="#4285F4"
        d="M22.56 12.25c0-.78-.07-1.53-.2-2.25H12v4.26h5.92a5.06 5.06 0 0 1-2.2 3.32v2.77h3.57c2.08-1.92 3.27-4.74 3.27-8.1z"
      />
      <path
        fill="#34A853"
        d="M12 23c2.97 0 5.46-.98 7.28-2.66l-3.57-2.77c-.98.66-2.23 1.06-3.71 1.06-2.86 0-5.29-1.93-6.16-4.53H2.18v2.84A11 11 0 0 0 12 23z"
      />
      <path
        fill="#FBBC05"
        d="M5.84 14.1A6.6 6.6 0 0 1 5.5 12c0-.73.13-1.44.34-2.1V7.07H2.18A11 11 0 0 0 1 12c0 1.77.43 3.45 1.18 4.93l3.66-2.84z"
      />
      <path
        fill="#EA4335"
        d="M12 5.38c1.62 0 3.06.56 4.21 1.64l3.15-3.15A10.56 10.56 0 0 0 12 1 11 11 0 0 0 2.18 7.07l3.66 2.84C6.71 7.31 9.14 5.38 12 5.38z"
      />
    </svg>
  );
}

/**
 * 'Or continue with' and the Google button: a link (a full page load) to the server route that
 * sends the browser to Google. Shown only when the deployment has Google sign-in configured.
 */
export function GoogleSignIn({ label }: { label: string }) {
  const [search] = useSearchParams();
  const providers = useQuery({
    queryKey: authKeys.providers,
    queryFn: fetchAuthProviders,
    staleTime: Infinity,
    retry: false,
  });
  const google = providers.data?.google;
  if (!google?.enabled || !google.loginUrl) return null;
  return (
    <div className="flex flex-col gap-4" data-testid="google-sign-in">
      <div className="flex items-center gap-3 text-xs font-medium uppercase tracking-wide text-slate-500">
        <span className="h-px flex-1 bg-slate-200" aria-hidden />
        {AUTH_TEXTS.orContinueWith}
        <span className="h-px flex-1 bg-slate-200" aria-hidden />
      </div>
      <Button asChild variant="secondary" className="w-full">
        <a href={google.loginUrl} onClick={() => rememberNextPath(search.get(NEXT_QUERY))}>
          <GoogleIcon /> {label}
        </a>
      </Button>
    </div>
  );
}
