/**
 * The shared draft of every part-2 form (issue 11): "Saved at {time}" only after the server answered,
 * and what shows while a save is on its way or failed.
 */
export const formDraftMessages = {
  savedAt: 'Saved at {time}', // ours
  saving: 'Saving...', // ours
  notSaved: 'Your latest changes are not saved yet. We will try again when you next change the form.', // ours
  /** Ours (issue 15 "Offline drafts"): a save could not reach the server; the draft waits on the device. */
  savedOnDevice: 'Offline — saved on this device, will be sent to {provider} when you are back online',
  /** Ours: contact us has no server draft (form-id flow), so nothing is sent until Submit. */
  keptOnDevice: 'Offline — saved on this device. You can send it to {provider} when you are back online',
  /** Ours: why Submit is disabled; nothing is ever submitted offline. */
  submitOffline: 'You are offline. You can submit once you are back online.',
  submitWaitingForDevice:
    'Some of your changes are still only on this device. You can submit once they are sent.',
} as const;
