import { is } from "immutable";
import { createElement, useRef, type ComponentType } from "react";
import type CMS from "decap-cms-app";

type ControlProps = { value?: unknown; onChange: (value: unknown, ...rest: unknown[]) => void };

/**
 * A control started afresh whenever its value changes from outside (a copy from another language,
 * "Fill in from another locale") rather than from its own typing. Decap's widgets below read their
 * value once, when they mount:
 * - the Markdown editor (decap-cms-widget-markdown's VisualEditor and RawEditor keep their own
 *   state): the copied body was not shown, and the next keystroke wrote over it;
 * - the list (decap-cms-widget-list's ListControl keeps one key per item, made at mount): a list
 *   that was empty and got its items by a copy has no keys for them, so it dropped every change
 *   made inside them (a landing page's blocks, a card, a FAQ question, a post's comments). The
 *   editor saw the copied English stay, and the English was saved (issue 53).
 * `same` tells an outside change from the control's own (Immutable values by value: a save or a
 * reload of the same data does not fold the lists again).
 */
function restartingOnOutsideChange<P extends ControlProps>(Control: ComponentType<P>, empty: unknown, same: (a: unknown, b: unknown) => boolean) {
  return function Restarting(props: P) {
    const written = useRef(props.value ?? empty);
    const mounts = useRef(0);
    // Compared during render: a new key remounts the control in the same pass (idempotent, so safe twice).
    if (!same(props.value ?? empty, written.current)) {
      written.current = props.value ?? empty;
      mounts.current += 1;
    }
    const onChange = (value: unknown, ...rest: unknown[]) => {
      written.current = value ?? empty;
      props.onChange(value, ...rest);
    };
    // React 19 passes Decap's `ref` on in the props, so validation and focus reach the control itself.
    return createElement(Control, { ...props, onChange, key: mounts.current });
  };
}

type Widget = { control: ComponentType<ControlProps>; preview?: unknown; schema?: unknown; globalStyles?: unknown };

/** Re-registers one of Decap's widgets with its control wrapped. */
function wrap(cms: typeof CMS, name: string, empty: unknown, same: (a: unknown, b: unknown) => boolean) {
  const widget = cms.getWidget(name) as unknown as Widget | undefined;
  if (!widget) return;
  const { control, preview, ...rest } = widget;
  cms.registerWidget({ ...rest, name, controlComponent: restartingOnOutsideChange(control, empty, same), previewComponent: preview } as unknown as Parameters<typeof cms.registerWidget>[0]);
}

/** Our widgets, registered before `CMS.init`: Decap's Markdown editor and lists, filled in by a copy from another language. */
export function registerWidgets(cms: typeof CMS) {
  wrap(cms, "markdown", "", (a, b) => a === b);
  // An absent list is an empty one (ListControl's default); Immutable's `is` compares by value.
  wrap(cms, "list", undefined, (a, b) => is(a ?? null, b ?? null));
}
