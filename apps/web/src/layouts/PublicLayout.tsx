import { Link, Outlet } from 'react-router';
import { PRODUCT_NAME, ROUTES, SIGNUP_MODAL_PATH } from '@memeforge/contract';
import { Button, ContactEmailLink, Logo } from '../ui';
import { useMe } from '../features/session/queries';
import { SOCIAL_LINKS } from './social-links';
import { NewsletterSlot } from './NewsletterSlot';
import { LazyAuthDialog, PREFETCH_AUTH_DIALOG } from '../features/auth/lazy-auth-dialog';
import { useRecoverSession } from '../features/session/use-recover-session';

function Header() {
  const { data: user } = useMe();
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4">
        <Logo />
        <nav aria-label="Account" className="flex items-center gap-2">
          {user ? (
            <Button asChild>
              <Link to={ROUTES['dashboard.generateMeme']}>Back to App</Link>
            </Button>
          ) : (
            <>
              <Button asChild variant="ghost" className="whitespace-nowrap px-3 sm:px-4">
                <Link to={ROUTES.login} {...PREFETCH_AUTH_DIALOG}>
                  Log In
                </Link>
              </Button>
              <Button asChild className="whitespace-nowrap px-3 sm:px-4">
                <Link to={SIGNUP_MODAL_PATH} {...PREFETCH_AUTH_DIALOG}>
                  Sign Up
                </Link>
              </Button>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}

const RESOURCE_LINKS = [
  { label: 'Meme templates', to: ROUTES.publicTemplates },
  { label: 'Pricing', to: ROUTES.subscription },
  { label: 'API for developers', to: ROUTES.apiReference },
  { label: 'Contact us', to: ROUTES.contactUs },
];

function Footer() {
  return (
    <footer className="border-t border-slate-200 bg-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 md:grid-cols-4">
        <div className="flex flex-col gap-3 md:col-span-1">
          <Logo />
          <p className="text-sm text-slate-600">AI-written image and video memes, ready to post.</p>
          <ContactEmailLink className="text-sm" />
        </div>
        <nav aria-label="Resources" className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold text-slate-900">Resources</h2>
          {RESOURCE_LINKS.map((link) => (
            <Link key={link.to} to={link.to} className="text-sm text-slate-600 hover:text-slate-900">
              {link.label}
            </Link>
          ))}
        </nav>
        <nav aria-label="Social" className="flex flex-col gap-2">
          <h2 className="text-sm font-semibold text-slate-900">Follow us</h2>
          {SOCIAL_LINKS.map(({ label, href, icon: Icon }) => (
            <a
              key={label}
              href={href}
              rel="noopener noreferrer"
              target="_blank"
              className="flex items-center gap-2 text-sm text-slate-600 hover:text-slate-900"
            >
              <Icon className="size-4" aria-hidden /> {label}
            </a>
          ))}
        </nav>
        <NewsletterSlot />
      </div>
      <div className="border-t border-slate-200">
        <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-2 px-4 py-4 text-xs text-slate-500 sm:flex-row">
          <span>
            © {new Date().getUTCFullYear()} {PRODUCT_NAME}
          </span>
          <span className="flex gap-4">
            <Link to={ROUTES.privacyPolicy} className="hover:text-slate-900">
              Privacy Policy
            </Link>
            <Link to={ROUTES.termsOfService} className="hover:text-slate-900">
              Terms of Service
            </Link>
          </span>
        </div>
      </div>
    </footer>
  );
}

export function PublicLayout() {
  useRecoverSession();
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
      <LazyAuthDialog />
    </div>
  );
}
