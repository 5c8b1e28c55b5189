/**
 * The users area's words (en-GB) but its menu names, which the first load carries (index.ts): fetched with
 * the first page or dialog that needs them (decision 0215).
 */
export const userMessages = {
  resources: {
    users: {
      notifications: { created: 'User created', updated: 'User updated', deleted: 'User deleted' },
      createTitle: 'Create user',
      show: { title: 'User details' },
      fields: {
        id: 'User ID',
        q: 'Search by ID, name or e-mail',
        name: 'Name',
        email: 'E-mail',
        userType: 'User type',
        status: 'Status',
        nodeId: 'Node',
        nodeName: 'Node',
        scope: 'Has permission on',
        scopes: 'Permissions',
        mfaEnabled: 'Multi-factor authentication',
        clientId: 'Client ID',
        createdDate: 'Created',
      },
      sections: {
        details: 'Details',
        permissions: 'Permissions',
        credentials: 'API credentials',
        security: 'Sign-in security',
      },
      userTypes: {
        User: 'Person: signs in to the console',
        Machine: 'Machine: calls the API with credentials',
      },
      mfa: {
        enabled: 'Set up',
        notSetUp: 'Not set up',
        remove: 'Remove MFA',
        confirmTitle: 'Remove multi-factor authentication?',
        confirmText:
          '%{name} will have to set up an authenticator again the next time they sign in. Do this only when you are sure who asked for it.',
        removed: 'Multi-factor authentication removed. %{name} will set it up again at their next sign-in.',
        none: 'No authenticator is set up.',
      },
      credentials: {
        intro:
          'The machine signs in with POST /authenticate, sending the client ID as "id" and the secret as "password".',
        notIssued: 'No secret has been issued yet.',
        rotate: 'Issue a new secret',
        issue: 'Issue a secret',
        confirmTitle: 'Issue a new secret?',
        confirmText:
          'The current secret stops working at once: anything using it will fail until it has the new one.',
        shownOnceTitle: 'Copy the secret now',
        shownOnceText:
          'This is the only time the secret is shown. Store it somewhere safe, such as a secrets manager.',
        clientSecret: 'Client secret',
        copy: 'Copy',
        copied: 'Copied',
        done: 'I have stored it',
      },
      matrix: {
        caption: 'Permissions by resource',
        resource: 'Resource',
        levels: {
          read: 'Read',
          readWrite: 'Read and write',
          action: 'Actions',
          writeClient: 'Write for client',
        },
        impliesRead: 'Read and write includes read.',
      },
      presets: {
        title: 'Role presets',
        manage: 'Role presets',
        apply: 'Fill from role preset',
        applyHelp: 'Fills the permissions below; you can still change them.',
        intro:
          'A preset fills a new or edited user’s permissions. Changing a preset does not change users who already have its permissions.',
        name: 'Preset name',
        saved: 'Role preset saved',
      },
      ownPassword: {
        title: 'Change your password',
        intro:
          'Use at least %{min} characters. A long phrase of unrelated words is easy to remember and hard to guess.',
        current: 'Current password',
        new: 'New password',
        confirm: 'Confirm new password',
        save: 'Change password',
        mismatch: 'The two new passwords do not match',
      },
      outbox: {
        title: 'Outbox',
        open: 'Outbox',
        intro:
          'E-mails sent to your firm’s people, newest first. Without a mail server they are held here: open one to read its link and pass it on yourself.',
        recipient: 'Recipient',
        subject: 'Subject',
        status: 'Status',
        createdAt: 'Queued',
        sentAt: 'Sent',
        delivered: 'Delivered; the text is not kept once the mail server has it.',
      },
      created: 'User created. They have been sent an e-mail with a link to set their password.',
      createdMachine: 'Machine user created',
    },
    rolePresets: {
      name: 'Role preset |||| Role presets',
      notifications: {
        created: 'Role preset created',
        updated: 'Role preset saved',
        deleted: 'Role preset deleted',
      },
    },
  },
};
