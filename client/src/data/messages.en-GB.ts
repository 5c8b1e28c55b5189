/** Keel's own words, layered over react-admin's English (en-GB spelling). */
export const keelMessages = {
  /**
   * react-admin's fallbacks say "Element created"; each resource has its own words (resources.<name>.
   * notifications), and these catch any resource that has none.
   */
  ra: {
    notification: {
      created: 'Saved',
      updated: 'Changes saved |||| %{smart_count} records changed',
      deleted: 'Deleted |||| %{smart_count} records deleted',
      bad_item: 'This record cannot be shown',
      item_doesnt_exist: 'This record does not exist',
    },
  },
  keel: {
    product: 'Keel',
    signIn: {
      /** The firm's own name (its window title, or "Keel" when no firm is known yet). */
      title: 'Sign in to %{firm}',
      intro: 'Use your firm account to sign in.',
      button: 'Sign in',
      unavailable: 'We could not check your sign-in just now. Please try again.',
      failed: 'Sign-in did not complete (%{error}). Please try again.',
      retry: 'Try again',
      passwordChanged: 'Your password has been changed. Sign in again with your new password.',
      /** Spec §4: why the console ended the session (the sign-in page's `error`). */
      reasons: {
        NoActivityInWindow: 'You were signed out because there was no activity for a while.',
        ActivityAfterWindow: 'You were signed out: your session had already ended when you came back.',
        RefreshNotOk: 'You were signed out because your session could not be extended.',
        RefreshNetworkError:
          'You were signed out because the server could not be reached to extend your session.',
      },
    },
    errors: {
      status: 'Error %{status}',
      home: 'Go to the dashboard',
      403: { title: 'Access denied', text: 'You do not have permission to see this page.' },
      404: { title: 'Page not found', text: 'The page you asked for does not exist or has moved.' },
      500: {
        title: 'Something went wrong',
        text: 'An unexpected error occurred. Please try again; if it keeps happening, tell your administrator.',
      },
    },
    footer: { orderExecutionPolicy: 'Order execution policy' },
    loadingSlow: 'Still loading: this is taking longer than usual.',
    redirecting: 'Taking you to sign-in…',
    form: {
      fieldErrors: 'Please correct the fields marked below.',
    },
    dashboard: { pageTitle: 'Dashboard', title: 'Welcome to %{firm}', clients: 'Find or onboard a client' },
    toasts: { label: 'Notifications' },
    /**
     * Every details page's change history (shared/RecordHistory.tsx). A resource may word its own under
     * resources.<name>.history (a client's "Client onboarded"); fields are labelled by resources.<name>.fields.
     */
    history: {
      title: 'Change history',
      loading: 'Loading the change history…',
      empty: 'No changes recorded yet.',
      when: 'When',
      who: 'Who',
      what: 'What changed',
      reason: 'Reason: %{reason}',
      showAll: 'Show all %{count} changes',
      actions: {
        create: 'Created',
        update: 'Details changed',
        status: 'Status changed',
        adopt: "Added to the firm's instruments",
        activate: 'Activated',
        delete: 'Deleted',
        cancel: 'Cancelled',
        complete: 'Completed',
        place: 'Placed',
        execute: 'Executed',
        fail: 'Failed',
        fund: 'Funded',
        mfaEnrol: 'Multi-factor authentication set up',
        removeMfa: 'Multi-factor authentication removed',
        mfaRecoveryCodeUsed: 'Recovery code used to sign in',
        lockOut: 'Locked out after repeated failed sign-ins',
        rotateCredentials: 'New machine credentials issued',
        passwordSet: 'Password set',
        passwordReset: 'Password reset',
        passwordChange: 'Password changed',
        passwordLinkSent: 'Password link sent',
        passwordResetRequested: 'Password reset requested',
      },
    },
  },
  resources: {
    clients: {
      name: 'Client |||| Clients',
      fields: {
        id: 'Client ID',
        q: 'Search by ID or name',
        name: 'Name',
        clientType: 'Type',
        status: 'Status',
        nodeId: 'Node',
        node: 'Node',
        parentId: 'Parent client ID',
        title: 'Title',
        firstName: 'First name',
        middleNames: 'Middle names',
        surname: 'Surname',
        dateOfBirth: 'Date of birth',
        gender: 'Gender',
        email: 'Email',
        mobile: { number: 'Mobile number' },
        addressDetail: {
          address1: 'Address line 1',
          address2: 'Address line 2',
          postCode: 'Postcode',
          country: 'Country',
        },
        nationality: 'Nationality',
        nationalInsuranceNo: 'National Insurance number',
        taxDomicile: 'Tax domicile',
        createdDate: 'Created',
        clientFeeGroupId: 'Fee group',
      },
      /** The list's export of every matching client (ExportClientsButton). */
      export: {
        button: 'Export CSV',
        running: 'Exporting…',
        failed: 'The export failed: %{message}',
      },
      sections: {
        personal: 'Personal details',
        contact: 'Contact details',
        address: 'Address',
        tax: 'Nationality and tax',
        administration: 'Administration',
      },
      helpers: {
        nodeId: 'The organisation node the client belongs to',
        status: 'Change the status from the client overview',
      },
      overview: { title: 'Client overview', edit: 'Edit details' },
      status: { change: 'Change status', reason: 'Reason', changed: 'Status changed' },
      notifications: { created: 'Client created', updated: 'Client updated', deleted: 'Client deleted' },
    },
  },
};
