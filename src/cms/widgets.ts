import { createElement, useRef, type ComponentType } from "react";
import type CMS from "decap-cms-app";

type MarkdownProps = { value?: string; onChange: (value: string) => void };

/**
 * Decap's Markdown editor reads its value once, when it mounts (decap-cms-widget-markdown's
 * VisualEditor and RawEditor keep their own state). So "Fill in from another locale" copies a
 * post's body into the entry, but the editor still shows the old (empty) text, and the next
 * keystroke writes over the copy. This wrapper starts the editor afresh whenever its value changes
 * from outside (a copy from another language) rather than from its own typing.
 */
function remountingMarkdown(Editor: ComponentType<MarkdownProps>) {
  return function Markdown(props: MarkdownProps) {
    const written = useRef(props.value ?? "");
    const mounts = useRef(0);
    // Compared during render: a new key remounts the editor in the same pass (idempotent, so safe twice).
    if ((props.value ?? "") !== written.current) {
      written.current = props.value ?? "";
      mounts.current += 1;
    }
    const onChange = (value: string) => {
      written.current = value;
      props.onChange(value);
    };
    // React 19 passes Decap's `ref` on in the props, so validation and focus reach the editor itself.
    return createElement(Editor, { ...props, onChange, key: mounts.current });
  };
}

/** Our widgets, registered before `CMS.init`: Decap's Markdown editor, filled in by a copy from another language. */
export function registerWidgets(cms: typeof CMS) {
  const markdown = cms.getWidget("markdown") as unknown as { control: ComponentType<MarkdownProps>; preview?: unknown; schema?: unknown; globalStyles?: unknown } | undefined;
  if (!markdown) return;
  const { control, preview, ...rest } = markdown;
  cms.registerWidget({ ...rest, name: "markdown", controlComponent: remountingMarkdown(control), previewComponent: preview } as unknown as Parameters<typeof cms.registerWidget>[0]);
}
