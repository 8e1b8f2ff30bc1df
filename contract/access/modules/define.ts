// One module of the spec's module table (docs/domain.md "Modules"), declared in its own file
// (contract/access/modules/<name>.ts; npm run keys:generate lists it in ./registry.ts): its
// routes, menu place, icon, permission keys, menu labels in both languages and
// its action keys. The module table (../modules.ts), the server menu, the panel's
// menu, route guard and `menu.*` texts, and the action-key list
// (../actionKeys.ts) are derived from these declarations, so a new module edits
// none of them. Pure data: the login page's chunk holds it (no contract
// records, no React, no Node APIs).
import type { ContractLang } from '../../types';
import type { ActionKeyInfo } from '../actionKeys';

/** A menu label in each language. */
export type MenuLabels = Readonly<Record<ContractLang, string>>;

export interface ModuleRoute {
  /** hash path without the leading '#', e.g. '/wow_guide/article' */
  readonly path: string;
  /** its name in the menu and tabs; the panel's text key is `menu.<name>` */
  readonly name: string;
  readonly labels: MenuLabels;
  /** extra keys also required (all of them) */
  readonly extraKeys?: readonly string[];
  /** alternative keys that also open this route (any of them) */
  readonly altKeys?: readonly string[];
}

export interface ModuleDef {
  /** top-level route segment, e.g. 'wow_guide'; the declaration's file is named after it */
  readonly name: string;
  /** menu place (docs/domain.md "Modules"); modules of the same order keep the registry's order */
  readonly order: number;
  /** permission key of the module; null: always allowed */
  readonly key: string | null;
  /** Material icon name the server menu sends (`meta.icon`); the panel's icon comes with its resources */
  readonly icon: string;
  readonly labels: MenuLabels;
  readonly children: readonly ModuleRoute[];
  /**
   * The action keys grouped under this module's key (or one of its routes'
   * extra or alternative keys): written between the `keys:start` and
   * `keys:end` lines by `npm run keys:generate` from the API's routes
   * (server/keys.ts), never by hand.
   */
  readonly actionKeys: readonly ActionKeyInfo[];
}

/** A module's declaration, its literal keys kept (the `ActionKey` type is made of them). */
export const defineModule = <const M extends ModuleDef>(module: M): M => module;
