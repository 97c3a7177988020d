'use client';

import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Italic from '@tiptap/extension-italic';
import Link from '@tiptap/extension-link';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Strike from '@tiptap/extension-strike';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { UndoRedo } from '@tiptap/extensions';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { button, control } from '../ui/styles';
import { LINK_TARGET, toEditorHtml, toStoredHtml } from './rich-text-html';

/*
 * The paragraph block's text, written like in a word processor: Tiptap (ProseMirror), limited to
 * what the public sanitizer keeps — bold, italic, underline, strikethrough, links, line breaks and
 * lists. Pasting from Word or a web page keeps only those (the editor's schema has nothing else),
 * and what is stored is the same sanitized inline HTML as before (rich-text-html.ts). ProseMirror
 * leaves keys pressed during Japanese IME composition to the IME, so Enter that confirms a
 * conversion neither splits the paragraph nor submits the form. Admin only: no public page
 * imports it.
 */

const EXTENSIONS = [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Bold,
  Italic,
  Underline,
  Strike,
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  UndoRedo,
  Link.configure({
    openOnClick: false,
    autolink: false,
    linkOnPaste: false,
    // The public sanitizer decides target and rel (external links open in a new tab).
    HTMLAttributes: { target: null, rel: null },
    isAllowedUri: (url) => LINK_TARGET.test(url),
  }),
];

interface RichTextFieldProps {
  id: string;
  label: string;
  value: string | null | undefined;
  onChange: (html: string) => void;
  onBlur?: () => void;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
}

export function RichTextField({ id, label, value, onChange, onBlur, required, hint, error }: RichTextFieldProps) {
  const labelId = `${id}-label`;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const editor = useEditor({
    extensions: EXTENSIONS,
    content: toEditorHtml(value),
    immediatelyRender: false,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(hintId || errorId ? { 'aria-describedby': [hintId, errorId].filter(Boolean).join(' ') } : {}),
        ...(required ? { 'aria-required': 'true' } : {}),
        ...(error ? { 'aria-invalid': 'true' } : {}),
        class: `${control} min-h-40 leading-relaxed focus:outline-2 focus:outline-brand-700 [&_a]:text-brand-700 [&_a]:underline [&_ol]:ml-6 [&_ol]:list-decimal [&_ul]:ml-6 [&_ul]:list-disc`,
      },
    },
    onUpdate: ({ editor: current }) => onChange(toStoredHtml(current.getHTML())),
    onBlur: () => onBlur?.(),
  });

  return (
    <div>
      <p id={labelId} className="block text-sm font-bold text-slate-900">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-2 rounded bg-red-700 px-1.5 py-0.5 text-xs text-white">
            必須
          </span>
        ) : null}
      </p>
      {hint ? (
        <p id={hintId} className="mt-1 text-xs leading-relaxed text-slate-600">
          {hint}
        </p>
      ) : null}
      {editor ? <Toolbar editor={editor} label={label} /> : null}
      <EditorContent editor={editor} />
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-bold text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

const MARKS = [
  { name: 'bold', label: '太字', text: 'B', className: 'font-bold', toggle: (editor: Editor) => editor.chain().focus().toggleBold().run() },
  { name: 'italic', label: '斜体', text: 'I', className: 'italic', toggle: (editor: Editor) => editor.chain().focus().toggleItalic().run() },
  { name: 'underline', label: '下線', text: 'U', className: 'underline', toggle: (editor: Editor) => editor.chain().focus().toggleUnderline().run() },
  { name: 'strike', label: '取り消し線', text: 'S', className: 'line-through', toggle: (editor: Editor) => editor.chain().focus().toggleStrike().run() },
  { name: 'bulletList', label: '箇条書き', text: '・', className: '', toggle: (editor: Editor) => editor.chain().focus().toggleBulletList().run() },
  { name: 'orderedList', label: '番号付きリスト', text: '1.', className: '', toggle: (editor: Editor) => editor.chain().focus().toggleOrderedList().run() },
] as const;

function Toolbar({ editor, label }: { editor: Editor; label: string }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      marks: Object.fromEntries(MARKS.map((mark) => [mark.name, current.isActive(mark.name)])) as Record<string, boolean>,
      link: current.isActive('link'),
      href: (current.getAttributes('link').href as string | undefined) ?? '',
    }),
  });
  const [linking, setLinking] = useState(false);
  return (
    <div className="mt-1 rounded-t-md border border-b-0 border-slate-400 bg-slate-50 p-1">
      <div role="toolbar" aria-label={`${label}の書式`} className="flex flex-wrap gap-1">
        {MARKS.map((mark) => (
          <button
            key={mark.name}
            type="button"
            aria-label={mark.label}
            title={mark.label}
            aria-pressed={Boolean(active?.marks[mark.name])}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => mark.toggle(editor)}
            className={`${button.small} min-w-9 aria-pressed:bg-brand-900 aria-pressed:text-white ${mark.className}`}
          >
            {mark.text}
          </button>
        ))}
        <button
          type="button"
          aria-pressed={Boolean(active?.link)}
          aria-expanded={linking}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setLinking((open) => !open)}
          className={`${button.small} aria-pressed:bg-brand-900 aria-pressed:text-white`}
        >
          リンク
        </button>
        <button
          type="button"
          disabled={!active?.link}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => editor.chain().focus().extendMarkRange('link').unsetLink().run()}
          className={button.small}
        >
          リンクを外す
        </button>
      </div>
      {linking ? <LinkForm editor={editor} current={active?.href ?? ''} onDone={() => setLinking(false)} /> : null}
    </div>
  );
}

/** The address of the link on the selected text: a page of the site (/…), https://, mailto: or tel:. */
function LinkForm({ editor, current, onDone }: { editor: Editor; current: string; onDone: () => void }) {
  const id = useId();
  const [href, setHref] = useState(current);
  const [error, setError] = useState<string | null>(null);
  const apply = (event?: FormEvent) => {
    event?.preventDefault();
    const target = href.trim();
    if (!LINK_TARGET.test(target)) {
      setError('リンク先は https:// で始まるアドレスか、/ で始まるサイト内のパス（mailto:・tel: も可）を入力してください。');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: target }).run();
    // The caret goes after the link, so what is typed next is not typed over the linked words.
    editor.commands.setTextSelection(editor.state.selection.to);
    onDone();
  };
  return (
    // Not a <form>: the block's own form surrounds it. Enter in the field applies the link.
    <div className="mt-2 flex flex-wrap items-end gap-2 border-t border-slate-300 pt-2">
      <div className="min-w-0 flex-1">
        <label htmlFor={id} className="block text-xs font-bold text-slate-900">
          リンク先（文字を選んでから設定します）
        </label>
        <input
          id={id}
          type="text"
          inputMode="url"
          value={href}
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => setHref(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.nativeEvent.isComposing) apply(event);
            if (event.key === 'Escape') onDone();
          }}
          placeholder="https://… または /company"
          className={`${control} text-sm`}
        />
        {error ? (
          <p id={`${id}-error`} className="mt-1 text-xs font-bold text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <button type="button" className={button.small} onClick={() => apply()}>
        設定する
      </button>
      <button type="button" className={button.small} onClick={onDone}>
        やめる
      </button>
    </div>
  );
}
