// The rich-text input with a name screen readers can announce: react-admin's
// RichTextInput labels the wrapper, not the editable area, and its level menu
// is a list item outside any list whose name hides its visible text.
import { NativeSelect } from '@mui/material';
import { useEditorState } from '@tiptap/react';
import {
  AlignmentButtons, ClearButtons, ColorButtons, DefaultEditorOptions, FormatButtons, ImageButtons, LinkButtons,
  ListButtons, QuoteButtons, RichTextInput, RichTextInputToolbar, useTiptapEditor, type RichTextInputProps,
} from 'ra-input-rich-text';
import { useTranslate } from 'react-admin';

const LEVELS = [0, 1, 2, 3, 4, 5, 6] as const;
interface LevelCommands { setParagraph(): { run(): boolean }; setHeading(a: { level: number }): { run(): boolean } }
const levelLabel = (level: number) => (level === 0 ? 'ra.tiptap.paragraph' : `ra.tiptap.heading${level}`);

/** Paragraph or heading 1–6, as a native select named "select the level". */
const LevelSelect = () => {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const level = useEditorState({
    editor,
    selector: ({ editor: e }) => LEVELS.find((l) => l > 0 && e?.isActive('heading', { level: l })) ?? 0,
  }) ?? 0;
  const choose = (next: number) => {
    // the commands come from StarterKit's extensions, whose command types are not imported here
    const chain = editor.chain().focus() as unknown as LevelCommands;
    (next === 0 ? chain.setParagraph() : chain.setHeading({ level: next })).run();
  };
  return (
    <NativeSelect value={level} onChange={(e) => choose(Number(e.target.value))} disabled={!editor?.isEditable}
      inputProps={{ 'aria-label': translate('ra.tiptap.select_level', { _: 'Select the level' }) }} sx={{ mx: 1 }}>
      {LEVELS.map((l) => <option key={l} value={l}>{translate(levelLabel(l))}</option>)}
    </NativeSelect>
  );
};

/** ra-input-rich-text's toolbar, with the level select above in place of its own. */
const Toolbar = () => (
  <RichTextInputToolbar>
    <LevelSelect />
    <FormatButtons />
    <ColorButtons />
    <AlignmentButtons />
    <ListButtons />
    <LinkButtons />
    <ImageButtons />
    <QuoteButtons />
    <ClearButtons />
  </RichTextInputToolbar>
);

/**
 * <RichTextInput> whose editable area is labelled by the field's label
 * (`id` fixes the ids RichTextInput derives: `<id>-label` is its label).
 */
export const RichTextEditor = ({ id, ...props }: RichTextInputProps & { id: string }) => (
  <RichTextInput
    id={id}
    toolbar={<Toolbar />}
    editorOptions={{
      ...DefaultEditorOptions,
      editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-labelledby': `${id}-label` } },
    }}
    {...props}
  />
);
