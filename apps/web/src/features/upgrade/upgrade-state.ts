/**
 * What the upgrade modal shows, shared by its provider (`upgrade-modal.tsx`) and the dialog it
 * loads on first use (`upgrade-dialog.tsx`), so neither imports the other's module.
 */

/** Out of credits, or a feature reserved for paid plans (product.md §2.5, §8.2). */
export type UpgradeVariant = 'credits' | 'premium';

export interface UpgradeState {
  variant: UpgradeVariant;
  message: string;
}
