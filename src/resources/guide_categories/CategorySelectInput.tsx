import { useMemo } from 'react';
import { SelectInput, type Identifier, type SelectInputProps } from 'react-admin';
import { categoryChoices, type CategoryChoice } from './tree';
import { useAllCategories } from './useAllCategories';

export interface CategorySelectInputProps extends Omit<SelectInputProps, 'choices'> {
  /** leave out this category and its descendants (a parent selector) */
  excludeSubtreeOf?: Identifier;
}

// indentation shows the tree inside a flat select
const indented = (choice: CategoryChoice) => '\u3000'.repeat(choice.depth) + choice.name;

/** Picks a category from the tree (article category, category parent, list filter). */
export const CategorySelectInput = ({ excludeSubtreeOf, ...props }: CategorySelectInputProps) => {
  const { categories, isPending } = useAllCategories();
  const choices = useMemo(
    () => categoryChoices(categories, excludeSubtreeOf),
    [categories, excludeSubtreeOf],
  );
  return (
    <SelectInput
      // remount once loaded: the input keeps its first choices for one render,
      // and MUI warns about a value missing from them
      key={isPending ? 'pending' : 'ready'}
      choices={choices}
      optionText={indented}
      translateChoice={false}
      isPending={isPending}
      {...props}
    />
  );
};
