import { Box, Checkbox, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { MODULES, type ModuleDef } from '../../access/modules';

const R = 'resources.user/admin';

/** Every key of a module: its own, then each route's extra and alternative keys (explained). */
function keysOf(module: ModuleDef) {
  const rows: { key: string; kind: 'module' | 'extra' | 'alt'; route?: string }[] = [];
  if (module.key) rows.push({ key: module.key, kind: 'module' });
  for (const route of module.children) {
    for (const key of route.extraKeys ?? []) rows.push({ key, kind: 'extra', route: route.name });
    for (const key of route.altKeys ?? []) rows.push({ key, kind: 'alt', route: route.name });
  }
  return rows;
}

/** The permission keys grouped by menu module (src/access/modules.ts); role '*' needs none. */
export const ModulesInput = () => {
  const translate = useTranslate();
  const role = useWatch({ name: 'role' });
  const { field } = useInput({ source: 'modules', defaultValue: [] });
  const value: string[] = field.value ?? [];
  if (role === '*') return <Typography sx={{ my: 2 }} color="text.secondary">{translate(`${R}.modules.every`)}</Typography>;
  const toggle = (key: string) => field.onChange(value.includes(key) ? value.filter((k) => k !== key) : [...value, key]);
  return (
    <Box sx={{ my: 2 }} data-testid="modules-input">
      <Typography variant="subtitle2">{translate(`${R}.fields.modules`)}</Typography>
      {MODULES.filter((m) => m.key || m.children.some((c) => c.extraKeys || c.altKeys)).map((m) => (
        <FormGroup key={m.name} sx={{ ml: 1, mt: 1 }}>
          <Typography variant="body2" fontWeight="bold">{translate(`menu.${m.name}`)}</Typography>
          {keysOf(m).map(({ key, kind, route }) => (
            <FormControlLabel
              key={key}
              control={<Checkbox name={key} checked={value.includes(key)} onChange={() => toggle(key)} />}
              label={kind === 'module' ? key : `${key} — ${translate(`${R}.modules.${kind}`, {
                module: translate(`menu.${m.name}`), route: translate(`menu.${route}`) })}`}
            />
          ))}
        </FormGroup>
      ))}
    </Box>
  );
};
