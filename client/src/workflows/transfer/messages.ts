/** The transfer request's words (en-GB), declared by transfer/index.tsx after the workflows' shared words. */
export const transferWorkflowMessages = {
  workflows: {
    transfer: {
      title: 'Request a transfer',
      action: 'Transfer in or out',
      againNote: 'Filled in from transfer %{id} (%{status}): check each field, then request it again.',
      fields: {
        direction: 'Direction',
        processingType: 'How it moves',
        scope: 'Whole or partial',
        provider: 'The other provider',
        providerReference: 'Their reference (plan or account number)',
        estimatedValue: 'Estimated value',
        currentYearSubscriptions: "This tax year's subscriptions there",
        crystallised: 'The plan holds crystallised (drawdown) funds',
        crystallisedAmount: 'Amount crystallised',
        pclsTaken: 'Tax-free cash already taken',
        crystallisedOn: 'Crystallised on (YYYY-MM-DD)',
        note: 'Note (optional)',
      },
      choices: {
        In: 'In: from another provider',
        Out: 'Out: to another provider',
        Cash: 'Cash',
        'In Specie': 'In specie (the same assets, re-registered)',
        Whole: 'The whole plan',
        Partial: 'Part of it',
      },
      helpers: {
        provider:
          'Type part of the name: only active providers that transfer a %{wrapper} %{type} are listed',
        currentYearSubscriptions:
          'What the client paid into this ISA at the other provider since 6 April. It moves with the transfer and keeps counting against this year’s allowance once; the transferred money itself does not use any allowance.',
        crystallised: 'Funds already in drawdown need the ceding scheme’s crystallisation details.',
        estimatedValue:
          'The latest value the client or the other provider gave; the actual amount is recorded when it completes.',
      },
      provider: {
        electronic: 'electronic',
        paper: 'paper',
        days: 'typically %{smart_count} working day |||| typically %{smart_count} working days',
        option: '%{name} · %{how} · %{days}',
        none: 'No provider matches',
        Cash: 'as cash',
        'In Specie': 'in specie',
      },
      errors: {
        provider: 'Choose the other provider from the list',
        date: 'Must be a date, like 2026-04-06',
      },
      review: {
        title: 'Check the transfer request',
        account: 'Account',
        yes: 'Yes',
        no: 'No',
        next: 'What happens next',
        nextIn:
          'The transfer is recorded as Pending. The firm sends the signed transfer form and any documents; the other provider then releases the %{what}, usually within %{days}. Each change of status shows in the transfer’s history, and it is marked when the firm or client must act.',
        nextOut:
          'The transfer is recorded as Pending. Once the other provider accepts it, the %{what} leave this account; each change of status shows in the transfer’s history.',
        cash: 'money',
        inSpecie: 'assets (list them on the transfer page before they arrive)',
        isaNote:
          'Transferred ISA money does not count against this year’s allowance; %{amount} of this year’s subscriptions comes with it and is counted once.',
      },
      result: {
        created: 'Transfer %{id} requested: it is Pending.',
        open: 'Open the transfer',
        account: 'Back to the account',
        again: 'Request another',
      },
    },
  },
};
