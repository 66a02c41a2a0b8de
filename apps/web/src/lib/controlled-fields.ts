// preact/compat (the `react` alias, vite.config.ts) and lib/change-events.ts install their option hooks
// first; these wrap them.
import 'react';
import { options, type VNode } from 'preact';

/*
 * A controlled field (`value` or `checked` given by its render) shows what its latest render says, in
 * React after every event: a handler that refuses a keystroke (a letter in a date, a claim number or an
 * access code) sets no new state, and React puts the box back. Preact changes the box only when it
 * renders again, so the refused letter would stay on screen while the form holds the value without it:
 * what the claimant sees would not be what is sent. Here each render of a controlled field is recorded
 * (`diffed`), and after its onChange or onInput has run and Preact has rendered what that changed (a
 * microtask, queued before this one), the field is put back to its latest render's value. Installed
 * by lib/react-behaviour.ts (tested in components/ui/controlled-fields.test.tsx).
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
interface Rendered {
  value?: string;
  checked?: boolean;
}
type Props = Record<string, unknown>;

const isFieldType = (type: unknown) => type === 'input' || type === 'textarea' || type === 'select';

/** What a render asks a field to show, or null for an uncontrolled field (React: value undefined or null). */
function renderedOf(props: Props): Rendered | null {
  const rendered: Rendered = {};
  if (props.value !== undefined && props.value !== null) rendered.value = String(props.value);
  if (props.checked !== undefined && props.checked !== null) rendered.checked = Boolean(props.checked);
  return 'value' in rendered || 'checked' in rendered ? rendered : null;
}

/** The latest render of each controlled field on the page. */
const latest = new WeakMap<EventTarget, Rendered>();

function putBack(field: Field): void {
  const rendered = latest.get(field);
  if (!rendered) return;
  if (rendered.value !== undefined && field.value !== rendered.value) field.value = rendered.value;
  if (
    rendered.checked !== undefined &&
    field instanceof HTMLInputElement &&
    field.checked !== rendered.checked
  ) {
    field.checked = rendered.checked;
  }
}

function withPutBack(handler: (event: Event) => unknown) {
  return function handle(this: unknown, event: Event) {
    const field = event.currentTarget as Field;
    try {
      return handler.call(this, event);
    } finally {
      queueMicrotask(() => putBack(field));
    }
  };
}

const previousVnode = options.vnode;
options.vnode = (vnode: VNode) => {
  const props = vnode.props as Props;
  if (isFieldType(vnode.type) && renderedOf(props)) {
    const wired: Props = { ...props };
    for (const name of ['onChange', 'onInput']) {
      const handler = props[name];
      if (typeof handler === 'function') wired[name] = withPutBack(handler as (event: Event) => unknown);
    }
    vnode.props = wired as VNode['props'];
  }
  previousVnode?.(vnode);
};

const previousDiffed = options.diffed;
options.diffed = (vnode: VNode) => {
  if (isFieldType(vnode.type)) {
    // Preact's own (mangled) name for the vnode's element: should a Preact upgrade rename it,
    // components/ui/controlled-fields.test.tsx fails.
    const element = (vnode as unknown as { __e?: unknown }).__e;
    const rendered = renderedOf(vnode.props as Props);
    if (element instanceof Element) {
      if (rendered) latest.set(element, rendered);
      else latest.delete(element);
    }
  }
  previousDiffed?.(vnode);
};
