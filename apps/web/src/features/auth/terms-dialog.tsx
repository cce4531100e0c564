import { useState } from 'react';
import { Button, Dialog } from '../../ui';
import { TermsOfServiceText } from '../legal/terms-of-service-text';
import { AUTH_TEXTS } from './texts';

/** 'By signing up, you agree to our Terms and Conditions', the link opening them over the form. */
export function TermsNotice() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <p className="text-xs text-slate-600">
        {AUTH_TEXTS.termsLead}{' '}
        <button
          type="button"
          onClick={() => setOpen(true)}
          className="cursor-pointer rounded font-semibold text-brand-700 underline underline-offset-2"
        >
          {AUTH_TEXTS.termsTitle}
        </button>
        .
      </p>
      <Dialog open={open} onOpenChange={setOpen} title={AUTH_TEXTS.termsTitle}>
        <div className="flex flex-col gap-4 text-sm">
          <TermsOfServiceText />
          <Button variant="secondary" onClick={() => setOpen(false)} className="self-end">
            Close
          </Button>
        </div>
      </Dialog>
    </>
  );
}
