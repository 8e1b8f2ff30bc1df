// On / off sale: which change is legal from which status comes from the
// contract (contract/power_packages.ts); here only how each one looks.
import StorefrontIcon from '@mui/icons-material/Storefront';
import RemoveShoppingCartIcon from '@mui/icons-material/RemoveShoppingCart';
import { POWER_PACKAGES, type PowerPackageState } from '../../../contract/power_packages';
import type { ChipStyle } from '../shared/StatusChip';
import { transitionTable, type TransitionDef } from '../shared/transitions';

export const packageTransitions: readonly TransitionDef[] = transitionTable(POWER_PACKAGES, {
  on_sale: { icon: StorefrontIcon, color: 'success', bulk: true },
  off_sale: { icon: RemoveShoppingCartIcon, color: 'warning', bulk: true, confirm: true },
});

export const packageStatusStyles: Record<PowerPackageState, ChipStyle> = {
  on_sale: { color: 'success' },
  off_sale: { color: 'default', variant: 'outlined' },
};
