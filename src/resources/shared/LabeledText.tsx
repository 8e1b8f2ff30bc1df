import type { ComponentProps } from 'react';

/**
 * A plain value inside react-admin's <Labeled>: Labeled draws no label over a
 * DOM element child (`<span>`), only over a component, so a value that is not
 * a field goes in this one to keep its label.
 */
export const LabeledText = (props: ComponentProps<'span'>) => <span {...props} />;
