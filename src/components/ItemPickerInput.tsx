// A react-admin input holding a game item id, picked by name: suggestions from
// /v3/accelerate/item_search as the user types (any signed-in staff member may
// call it, so a form of another module needs no mdr.db), the current value named
// through the tooltip. For gear editors and anything else that stores item ids.
import { Autocomplete, Box, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { FieldTitle, useInput, useLocale, useTranslate, type Validator } from 'react-admin';
import { qualityColour } from './itemTitle';
import { post } from '../http/client';
import { ItemIcon } from './ItemIcon';
import { tooltipBatcher } from './tooltipBatcher';

export const ITEM_SEARCH_PATH = '/v3/accelerate/item_search';

export interface ItemOption { type: number; item_id: number; game_version_id: number; icon_url: string; name: string; quality: number; item_level: number }

export interface ItemPickerInputProps {
  source: string;
  label?: string;
  /** only items of this type (0 item, 1 spell, 2 mount, 3 battle pet) */
  type?: number;
  /** the game version searched (0, default: the current one) */
  gameVer?: number;
  validate?: Validator | Validator[];
  helperText?: string;
}

function useDebounced<T>(value: T, ms: number): T {
  const [out, setOut] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setOut(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return out;
}

const OptionRow = ({ option }: { option: ItemOption }) => (
  <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
    <ItemIcon src={option.icon_url} />
    <Box component="span" sx={{ color: qualityColour(option.quality), fontWeight: 500 }}>{option.name}</Box>
    <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.8em' }}>#{option.item_id} · {option.item_level}</Box>
  </Box>
);

export const ItemPickerInput = ({ source, label, type, gameVer = 0, validate, helperText }: ItemPickerInputProps) => {
  const { field, fieldState, isRequired } = useInput({ source, validate });
  const locale = useLocale();
  const translate = useTranslate();
  const [text, setText] = useState('');
  const q = useDebounced(text.trim(), 300);
  const value = typeof field.value === 'number' && field.value > 0 ? field.value : null;
  const { data: options = [], isFetching } = useQuery({
    queryKey: ['item-search', q, type, gameVer, locale],
    queryFn: () => post<{ list: ItemOption[] }>(ITEM_SEARCH_PATH, { q, ...(type === undefined ? {} : { type }), game_version_id: gameVer })
      .then((r) => r.list),
    enabled: q.length > 0,
  });
  const { data: named } = useQuery({
    queryKey: ['item-tooltip', type ?? 0, value ?? 0, gameVer, locale],
    queryFn: () => tooltipBatcher.load({ type: type ?? 0, itemId: value ?? 0, gameVer }),
    enabled: value !== null,
    retry: false,
  });
  const [picked, setPicked] = useState<ItemOption | null>(null);
  // one object per value: Autocomplete resets the typed text whenever its value changes identity
  const selected = useMemo<ItemOption | null>(() => {
    if (value === null) return null;
    if (picked?.item_id === value) return picked;
    return { type: type ?? 0, item_id: value, game_version_id: gameVer, icon_url: named?.iconUrl ?? '', name: named?.name ?? `#${value}`,
      quality: named?.quality ?? 1, item_level: named?.itemLevel ?? 0 };
  }, [value, picked, named, type, gameVer]);
  return (
    <Autocomplete<ItemOption>
      options={options} value={selected} loading={isFetching} filterOptions={(x) => x} sx={{ minWidth: 280 }}
      getOptionLabel={(o) => o.name || `#${o.item_id}`}
      isOptionEqualToValue={(a, b) => a.item_id === b.item_id && a.type === b.type}
      getOptionKey={(o) => `${o.type}:${o.item_id}`}
      onInputChange={(_, v, reason) => { if (reason === 'input') setText(v); }}
      onChange={(_, o) => {
        setPicked(o);
        field.onChange(o ? o.item_id : null);
      }}
      onBlur={field.onBlur}
      noOptionsText={translate(q ? 'ra.navigation.no_results' : 'mdr.itemPicker.typeToSearch', { _: q ? 'No results' : 'Type a name or an item ID' })}
      renderOption={(props, option) => <li {...props} key={`${option.type}:${option.item_id}`}><OptionRow option={option} /></li>}
      renderInput={(params) => (
        <TextField {...params} label={<FieldTitle label={label} source={source} isRequired={isRequired} />}
          error={!!fieldState.error} helperText={fieldState.error?.message ? translate(fieldState.error.message) : helperText}
          slotProps={{ ...params.slotProps, input: { ...params.slotProps.input, startAdornment: selected?.icon_url
            ? <ItemIcon src={selected.icon_url} /> : params.slotProps.input.startAdornment } }} />
      )}
    />
  );
};
