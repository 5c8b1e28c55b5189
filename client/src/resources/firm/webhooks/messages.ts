/** UI texts of the webhook console under firm settings (decision 1001), merged with the firm's. */
export const webhookMessages = {
  resources: {
    firm: {
      pages: { webhooks: 'Webhooks', webhookDeliveries: 'Webhook deliveries' },
      summaries: {
        webhooks: 'Send every position and transaction change, signed, to your systems; see each delivery.',
      },
      webhooks: {
        intro:
          'Keel posts each change as JSON to your URL, signed with your secret (Keel-Signature: v1=HMAC-SHA256 of "<Keel-Timestamp>.<body>"), in order per account, retrying for 24 hours.',
        kinds: { position: 'Position webhook', transaction: 'Transaction webhook' },
        url: 'URL',
        urlHelp: 'https; http only to 127.0.0.1 or localhost outside production',
        secret: 'Secret',
        secretHelp: 'At least 24 characters. Leave empty to keep the current secret (ending %{last4}).',
        secretNew: 'At least 24 characters; Keel never shows it again.',
        enabled: 'On',
        events: 'Events',
        save: 'Save',
        saved: 'Saved',
        notConfigured: 'Not set up yet: give a URL and a secret.',
        test: 'Send test event',
        testSent: 'Test event queued (delivery %{id})',
        rotate: 'Rotate secret',
        overlapHours: 'Overlap (hours)',
        rotated: 'New secret, shown once: %{secret}',
        rotatedGiven: 'Secret rotated',
        overlap: 'Both secrets sign until %{until} (old secret ends %{last4}).',
        deliveries: 'See deliveries',
      },
      deliveries: {
        title: 'Webhook deliveries',
        intro:
          'Every event Keel has sent or will send, newest first. Replay sends it again as a new delivery.',
        none: 'No deliveries yet.',
        replay: 'Replay',
        replayed: 'Replayed %{smart_count} delivery |||| Replayed %{smart_count} deliveries',
        back: 'Webhook settings',
        fields: {
          id: 'Delivery',
          eventType: 'Event',
          kind: 'Webhook',
          accountId: 'Account',
          sequence: 'Seq.',
          status: 'Status',
          attempts: 'Attempts',
          lastResponseCode: 'Response',
          createdAt: 'Created',
          nextAttemptAt: 'Next attempt',
          q: 'Delivery, event or account id',
          lastResponseBody: 'Response body',
          lastError: 'Last error',
          body: 'Event',
        },
      },
    },
  },
};
