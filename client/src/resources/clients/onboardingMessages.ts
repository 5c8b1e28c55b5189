/**
 * Texts of the client onboarding and edit pages: fetched with the first page that needs them (the clients
 * area's pageWords, decision 0215), merged by the registry.
 */
export const onboardingMessages = {
  resources: {
    clients: {
      fields: {
        middleNames: 'Middle names',
        mobile: { number: 'Mobile number' },
        addressDetail: {
          flatNumber: 'Flat',
          buildingName: 'Building name',
          buildingNumber: 'Building number',
          address1: 'Address line 1',
          address2: 'Address line 2',
          address3: 'Town or city',
          address4: 'County',
          postCode: 'Postcode',
          country: 'Country',
        },
        nationalities: 'Nationalities',
        maritalStatus: 'Marital status',
        employmentStatus: 'Employment status',
        retirementAge: 'Intended retirement age',
        vulnerability: { isVulnerable: 'Vulnerable client', reason: 'Why the client is vulnerable' },
        amlStatus: 'Anti-money-laundering check',
        termsAccepted: 'Terms accepted',
        marketingConsent: 'Agrees to marketing',
        bankDetails: {
          accountName: 'Account holder name',
          sortCode: 'Sort code',
          accountNumber: 'Account number',
          verificationStatus: 'Bank details verification',
          paymentMethod: 'Payment method',
        },
        companyName: 'Company name',
        companyNumber: 'Companies House number',
        trustName: 'Trust name',
        trustType: 'Trust type',
      },
      sections: { parent: 'Parent or guardian' },
      onboarding: {
        titles: {
          Individual: 'Onboard an individual',
          'Individual Minor': 'Onboard a child',
          Corporate: 'Onboard a company',
          Trust: 'Onboard a trust',
        },
        editTitles: {
          Individual: 'Edit client',
          'Individual Minor': 'Edit child client',
          Corporate: 'Edit company',
          Trust: 'Edit trust',
        },
        nationality: {
          country: 'Nationality',
          add: 'Add a nationality',
          identifiers: 'Identifiers',
          identifierType: 'Identifier',
          identifierValue: 'Number',
          identifierAvailable: 'Client has one',
          addIdentifier: 'Add an identifier',
        },
        address: {
          lookupLabel: 'Find an address',
          find: 'Find address',
          choose: 'Choose an address',
          found: '%{smart_count} address found |||| %{smart_count} addresses found',
          none: 'No address on file at that postcode; enter it below',
        },
        parties: {
          role: 'Role',
          existing: 'Existing client',
          new: 'New person',
          switchToNew: 'Enter a new person',
          switchToExisting: 'Pick an existing client',
          newHint: 'They are onboarded as an individual client when you save',
          add: 'Add a person',
          helper: {
            Corporate: 'Directors, significant shareholders (over 25%) and principals or partners',
            Trust: 'Settlors, trustees and beneficiaries',
          },
        },
        minor: {
          parent: 'Parent or guardian',
          helper: 'Under 18. A child is onboarded under the parent or guardian who runs their Junior ISA.',
          copied: "Address and nationality copied from the parent's record",
        },
        vulnerabilityReasonHelper: 'Type a reason and press Enter; add as many as apply',
        ninoHelper: 'Spaces are fine, like AB 12 34 56 C',
      },
    },
  },
};
