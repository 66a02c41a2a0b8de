// preact/compat (the `react` alias, vite.config.ts) installs its vnode hook first; this one wraps it.
import 'react';
import { options, type VNode } from 'preact';

type Props = Record<string, unknown>;
type ChangeHandler = (event: Event & { currentTarget: HTMLInputElement | HTMLTextAreaElement }) => void;

/** The input types whose onChange preact/compat leaves on the `change` event (its own test). */
const KEEPS_CHANGE_EVENT = /fil|che|rad/;

/** A field's value when its onChange last ran: a `change` after the `input` events is no news. */
const valueSeen = new WeakMap<EventTarget, string>();

/**
 * React's onChange on a text box or text area runs on `input` and on a `change` that brings a value it
 * has not seen; preact/compat runs it on `input` only. A `change` alone (a value set by script, as by
 * some autofill and dictation tools, and by Testing Library's fireEvent.change) would then reach no
 * form. Each such onChange also listens for `change`, and runs only on a value it has not seen yet.
 * Installed by lib/react-behaviour.ts.
 */
function withChangeEvent(vnode: VNode) {
  const props = vnode.props as Props;
  const onChange = props.onChange;
  const isTextField = vnode.type === 'input' || vnode.type === 'textarea';
  if (!isTextField || typeof onChange !== 'function' || 'onChangeCapture' in props) return;
  if (KEEPS_CHANGE_EVENT.test(String(props.type ?? ''))) return;
  const run = onChange as ChangeHandler;
  const seen: ChangeHandler = (event) => {
    valueSeen.set(event.currentTarget, event.currentTarget.value);
    run(event);
  };
  // A controlled field's value as rendered: one the app set itself is no change (React tracks it too).
  const rendered = props.value == null ? undefined : String(props.value as string | number);
  const onChangeEvent: ChangeHandler = (event) => {
    const { value } = event.currentTarget;
    if (value !== valueSeen.get(event.currentTarget) && value !== rendered) seen(event);
  };
  const wired: Props = { ...props, onChange: seen, onChangeCapture: onChangeEvent };
  vnode.props = wired as VNode['props'];
}

const compatHook = options.vnode;
options.vnode = (vnode) => {
  withChangeEvent(vnode);
  compatHook?.(vnode);
};
