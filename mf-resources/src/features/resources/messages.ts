// Spec §5 and §8, word for word.
export const RESOURCE_TOASTS = {
  started: { title: 'Download Started' },
  /** A failure toast (useFailureToast) whose words the spec fixes whatever the server said. */
  failed: {
    title: 'Download Failed',
    describe: () => 'Unable to download resource. Please try again.',
  },
  subscriptionRequired: {
    title: 'Subscription Required',
    description: 'Please subscribe to download resources',
    variant: 'destructive',
  },
} as const;

/** Spec §9: six skeleton cards while the list loads. */
export const SKELETON_CARDS = 6;
