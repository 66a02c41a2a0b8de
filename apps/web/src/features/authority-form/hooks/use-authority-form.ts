import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { TYPED_NAME_MAX, characterCount, messages, type SignatureMethod } from '@portal/contract';
import { useFormTask } from '../../../components/ui/use-form-task';
import { alertUploadFailure } from '../../../lib/upload';
import { uploadAuthorityForm, type AuthoritySignature } from '../api/upload-authority-form';
import { renderTypedSignature } from '../typed-signature-image';

export interface TypedSignature {
  name: string;
  isDeclared: boolean;
}

export interface TypedSignatureErrors {
  name?: string;
  declaration?: string;
}

/**
 * The typed signature's rules (ours, issue 13): a name of 1-200 characters and the declaration ticked.
 * Each half is asked for only once the other was given, so a claimant who draws sees no typed errors.
 */
export function typedSignatureErrors(typed: TypedSignature): TypedSignatureErrors {
  const m = messages.authorityForm;
  const name = typed.name.trim();
  const errors: TypedSignatureErrors = {};
  if (characterCount(name) > TYPED_NAME_MAX) errors.name = m.typedNameMax;
  else if (name === '' && typed.isDeclared) errors.name = m.typedNameRequired;
  if (name !== '' && !typed.isDeclared) errors.declaration = m.declarationRequired;
  return errors;
}

export function isTypedSignatureComplete(typed: TypedSignature): boolean {
  return typed.name.trim() !== '' && Object.keys(typedSignatureErrors(typed)).length === 0;
}

/**
 * Which signature Submit sends: both ways stand side by side with equal standing (WCAG 2.2 2.5.7),
 * so the one the claimant used last wins while it is complete; otherwise whichever is complete.
 */
export function signingMethod(
  lastUsed: SignatureMethod | null,
  isDrawn: boolean,
  typed: TypedSignature,
): SignatureMethod | null {
  const isTyped = isTypedSignatureComplete(typed);
  if (lastUsed === 'typed' && isTyped) return 'typed';
  if (isDrawn) return 'drawn';
  return isTyped ? 'typed' : null;
}

/**
 * The authority form's state (spec part 2 §2 "Authority form", §4, §8): unsigned, signed when a
 * drawing ends or the typed signature is complete, unsigned again on Clear; Submit uploads the
 * signature once, then goes to /thankyou-documents. A failure alerts "Error {number}: {message}"; an
 * expired-token number has already signed the claimant out.
 */
export function useAuthorityForm() {
  const navigate = useNavigate();
  const task = useFormTask();
  const [isDrawn, setIsDrawn] = useState(false);
  const [typed, setTyped] = useState<TypedSignature>({ name: '', isDeclared: false });
  const [lastUsed, setLastUsed] = useState<SignatureMethod | null>(null);
  const [isSubmitting, setIsSubmitting] = useState(false);
  const isBusy = useRef(false);
  const method = signingMethod(lastUsed, isDrawn, typed);

  function drawingChanged(isSigned: boolean) {
    setIsDrawn(isSigned);
    if (isSigned) setLastUsed('drawn');
  }

  function changeTyped(patch: Partial<TypedSignature>) {
    setTyped((current) => ({ ...current, ...patch }));
    setLastUsed('typed');
  }

  /** `drawnPng` reads the canvas; it is asked only when the drawn signature is sent. */
  async function submit(drawnPng: () => Promise<Blob>) {
    if (!method || isBusy.current) return;
    isBusy.current = true;
    setIsSubmitting(true);
    try {
      const name = typed.name.trim();
      const signature: AuthoritySignature =
        method === 'typed'
          ? { png: await renderTypedSignature(name), method, typedName: name, taskId: task.taskId }
          : { png: await drawnPng(), method, taskId: task.taskId };
      await uploadAuthorityForm(signature);
    } catch (failure) {
      // Refused for its request (300, 301): the page says so and the signature stays (ADR 0041).
      if (!task.refused(failure)) alertUploadFailure(failure);
      return;
    } finally {
      isBusy.current = false;
      setIsSubmitting(false);
    }
    task.sent();
    void navigate(
      '/thankyou-documents',
      task.taskId === undefined ? undefined : { state: { isTaskCompleted: true } },
    );
  }

  return {
    method,
    isDrawn,
    typed,
    typedErrors: typedSignatureErrors(typed),
    drawingChanged,
    changeTyped,
    isSubmitting,
    submit,
    task,
  };
}
