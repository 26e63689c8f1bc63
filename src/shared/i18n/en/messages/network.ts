/** Messages main composes (and the shared checks word) for network: see ../messages.ts. */
export const network = {
  /** A token's history line (ActivityEntry's detail), kept with the profile. */
  activity: {
    serverSaid: '{{message}} The server said: "{{server}}".',
    serviceSaid: 'The service said beside the token: "{{server}}".',
    rejected: 'A request got 401 although the token had time left.',
    verifyRejected: 'Verify now: the service refused the token (401).',
    unpinned: 'The certificate pin for {{host}} was removed; its CA must be trusted again.',
    pinned:
      'Only the certificate with SHA-256 {{fingerprint}} is accepted from {{host}}, instead of a CA-signed one.',
  },
  /** The setting a network failure names (protocol/networkError.ts). */
  setting: {
    baseUrl: 'the base URL',
    url: 'the URL',
  },
  /** What went wrong below HTTP (protocol/networkError.ts). */
  failure: {
    timeout: '{{host}} did not answer within {{seconds}} s.',
    headersTooLarge:
      '{{host}} sent more than 16 KiB of headers, more than the app reads: a token service sends a few hundred bytes of them.',
    tooLarge:
      '{{host}} sent a response larger than 1 MiB; a token answer is a few hundred bytes, so it was not read.',
    refused:
      '{{host}} refused the connection: nothing is listening there. Check {{setting}} and port.',
    dns: 'The host name {{host}} could not be resolved. Check {{setting}}, or your network and VPN.',
    untrustedCa:
      "The certificate of {{host}} was issued by a CA this computer does not trust ({{code}}). If your company inspects TLS, add its CA certificate (a PEM file from your IT team) in Settings → Network, or in this profile's Network section. For a self-signed test server, pin its certificate in the profile. The app never skips verification.",
    clientCertAlert:
      "{{host}} refused the TLS connection ({{code}}): it requires a client certificate it accepts. Choose the certificate your IT team gave you in the profile's Network section.",
    tls: 'The TLS certificate of {{host}} could not be verified ({{code}}). The app never skips verification.',
    reset: '{{host}} dropped the connection before answering completely.',
    other: 'The request to {{host}} failed.',
    otherCode: 'The request to {{host}} failed ({{code}}).',
    malformedHttp:
      '{{host}} sent an answer that is not valid HTTP ({{code}}): the service, or a proxy between, is at fault, not your connection.',
    badEncoding:
      '{{host}} said its answer was compressed, but it does not decompress ({{code}}): the service, or a proxy between, sent it wrong.',
    afterStatus:
      '{{host}} answered HTTP {{status}}, but the rest of its answer could not be read: {{failure}}',
    afterStatusTimeout:
      '{{host}} answered HTTP {{status}}, but did not send the rest of its answer within {{seconds}} s.',
  },
  /** The system's proxy settings (protocol/network/nodeTransport.ts). */
  pac: {
    noAnswer:
      "The system's proxy settings gave no answer for {{host}}: the proxy lookup failed, as when a PAC script the settings require cannot be loaded or run. Token Desk does not go past the proxy on its own. Check the proxy settings of your computer, or choose a manual proxy (or none) in Settings → Network.",
    noAnswerReason:
      "The system's proxy settings gave no answer for {{host}} ({{reason}}): the PAC script could not be loaded or run. Check the proxy settings of your computer, or choose a manual proxy (or none) in Settings → Network.",
    unsupported:
      "The system's proxy settings send {{host}} through {{entries}}, which Token Desk cannot use (it supports HTTP proxies). Choose a manual HTTP proxy in Settings → Network.",
  },
  /** A profile's pinned certificate (protocol/network/nodeTransport.ts). */
  pin: {
    mismatch:
      "{{host}} showed a certificate with SHA-256 {{found}}…, not the one this profile pins ({{pinned}}…). Nothing was sent. If the server's certificate was replaced, check the new fingerprint with its administrator and pin it again; otherwise someone may be intercepting the connection.",
    none: '(none)',
    wrongHost: 'The pinned certificate is not issued for {{host}} ({{reason}}). Nothing was sent.',
    notValidNow:
      'The pinned certificate of {{host}} is not valid now (valid {{from}} to {{to}}). Nothing was sent.',
  },
  /** The proxy (protocol/network/nodeTransport.ts, proxyAuth.ts, connections/networkService.ts). */
  proxy: {
    refusedTarget:
      'The proxy {{proxy}} refused to connect to {{target}} ({{answer}}). Ask your IT team whether this host is allowed, or add it to the bypass list in Settings → Network.',
    timeout:
      'The proxy {{proxy}} did not answer within {{seconds}} s. Check the proxy address in Settings → Network, or your network and VPN.',
    unreachable:
      'The proxy {{proxy}} could not be reached ({{reason}}). Check the proxy address in Settings → Network, or your network and VPN.',
    asks: 'The proxy {{proxy}} asks for a user name and password (407). Enter them in Settings → Network.',
    asksOther:
      "The proxy {{proxy}} asks for a user name and password (407). The ones saved belong to the proxy {{saved}}, so they were not sent to {{proxy}}. If {{proxy}} is your company's proxy, enter them again in Settings → Network for {{proxy}}.",
    credentialsRefused:
      'The proxy {{proxy}} refused the user name and password saved for it (407 again once they were sent). Check them in Settings → Network.',
    setting: '{{reason}} (Settings → Network).',
  },
  /** The client certificate (nodeTransport.ts, connections/networkService.ts). */
  clientCert: {
    passphraseWrongFor:
      "The client certificate for {{host}} could not be opened: the passphrase is wrong. Enter it again in the profile's Network section.",
    keyMismatch:
      "The client certificate and its private key do not belong together. Choose the matching key file in the profile's Network section.",
    fileProblem:
      "The client certificate file {{file}} {{problem}}. Choose it again in the profile's Network section.",
    passphraseWrong:
      "The passphrase of the client certificate {{file}} is wrong. Enter it again in the profile's Network section.",
    passphraseNeeded:
      "The client certificate {{file}} is protected by a passphrase. Enter it in the profile's Network section.",
    fileKeyMismatch:
      'The client certificate {{file}} and the key file do not belong together. Choose the matching key.',
    notOpened:
      'The client certificate {{file}} could not be opened ({{reason}}). Use a PKCS#12 (.p12/.pfx) file, or a PEM certificate and its PEM key.',
  },
  /** An extra CA file (connections/networkService.ts). */
  caFile: {
    problem:
      "The CA file {{file}} {{problem}}. Fix or remove it in Settings → Network or the profile's Network section.",
    noCertificate:
      '{{file}} holds no certificate (expected a PEM file with “BEGIN CERTIFICATE”, or one DER certificate). Ask your IT team for the CA certificate in PEM form.',
  },
  /** Why a certificate file was not read, after its name (connections/readCertificateFile.ts). */
  certificateFile: {
    unreadable: 'could not be read ({{code}})',
    notAFile: 'is {{found}}, not a certificate file',
    grew: 'grew past {{limit, number(minimumFractionDigits: 1; maximumFractionDigits: 1; useGrouping: false)}} MiB while it was read; a certificate file holds less',
    tooLarge:
      'is {{size, number(minimumFractionDigits: 1; maximumFractionDigits: 1; useGrouping: false)}} MiB, more than a certificate file holds (at most {{limit, number(minimumFractionDigits: 1; maximumFractionDigits: 1; useGrouping: false)}} MiB)',
  },
  /** A token request (protocol/tokenClient.ts). */
  token: {
    cancelled: 'Renewal cancelled. Nothing changed: the token you had stands.',
    refused401:
      'Refused (401): wrong password, or this user has no API access — the service does not say which.',
    obtained: 'Token obtained ({{envelope}} envelope).',
    retryAfter: '{{message}} The service asks to wait {{seconds}} s before the next try.',
    unexpected:
      'Expected a token from {{host}} but got {{reason}} (HTTP {{status}}, {{contentType}}).',
    unexpectedAfterRedirect:
      'Expected a token from {{host}} but got {{reason}} (HTTP {{status}}, {{contentType}}). It answered at {{path}}, where the server redirected the request.',
    noContentType: 'no content type',
  },
  /** What came back instead of a token, as `token.unexpected` names it (protocol/authResponse.ts). */
  answer: {
    htmlErrorPage: 'an HTML error page',
    errorAnswer: 'an error answer',
    rateLimited: 'a refusal for too many requests',
    emptyBody: 'an empty body',
    htmlPage: 'an HTML page',
    notJson: 'a body that is not JSON',
    notAnObject: 'JSON that is not an object',
    unusableToken: 'a "token" field that is not a usable token string',
    noTokenButError: 'no token but an error',
    unusableData: 'a "data" field that is not a usable token string',
    tokenEmpty: 'an empty "{{field}}" field',
    tokenNotText: 'a "{{field}}" field that is not text',
    tokenWithScheme:
      'a "{{field}}" field starting with "{{scheme}}": the scheme belongs in the header, not in the token',
    tokenCharacter:
      'a "{{field}}" field of {{length}} characters with {{character}} at position {{at}}, which a header cannot carry',
    noTokenField: 'JSON without a "token" or "data" field',
    withWords: '{{reason}} saying "{{words}}"',
    redirectNotAddress: 'a redirect to something that is not an address',
    redirectNoLocation: 'a redirect without a Location',
  },
  /** A redirect the token request did not follow (protocol/tokenClient.ts). */
  redirect: {
    answered: 'The token service ({{host}}) answered {{status}} with a redirect to {{where}}',
    otherOrigin:
      '{{answered}}. The password is never sent to another origin, so the redirect was not followed. Check the base URL.',
    otherOriginUse:
      '{{answered}}. The password is never sent to another origin, so the redirect was not followed. Use {{origin}} as the base URL.',
    changesMethod:
      '{{answered}}; it was not followed, because that would send the request again as a GET without its body. Check the base URL.',
    tooMany:
      '{{answered}}; it was not followed, after {{max}} redirects in a row. Check the base URL.',
  },
  /** What to check when a token cannot be obtained, spec section 7 (protocol/checklist.ts). */
  checklist: {
    accessCustomer: 'The user has Access set to API in the customer portal (user management).',
    accessPortal: 'The user has Access set to API (or SMS) in the portal (user management).',
    exact:
      'The username and password are exact: the Username as set up, and the password from the e-mail the service sent.',
    username: '"{{username}}": {{warning}}',
    hidden:
      'The username holds a character you cannot see ({{code}}) after “{{before}}”, which the service received too: edit the profile and type the username again.',
    hiddenAtStart:
      'The username starts with a character you cannot see ({{code}}), which the service received too: edit the profile and type the username again.',
    post: 'The request used POST, as the service expects.',
    otherMethod:
      'The request used {{method}}; the service documents POST. Try POST in the profile.',
    account:
      'The user belongs to the account this profile is for: each account needs its own API user.',
  },
  /** A stored secret that does not open (secrets/encryptedSecretStore.ts). */
  secret: {
    otherScheme:
      'A stored secret was written by "{{scheme}}" encryption, which this build cannot read (it uses "{{ours}}"). Enter the password again.',
    unknownScheme: 'unknown',
    sealerUnknown:
      'A stored secret could not be decrypted with {{current}}, and it does not say which key sealed it. Enter it again. Nothing was deleted.',
    keyUnavailable:
      'This secret was stored with {{sealed}}, which did not give Token Desk its key this session (it may be locked). Unlock your keyring, then restart Token Desk. Nothing was deleted.',
    otherKeyStore:
      'This secret was stored with {{sealed}}, but this session uses {{current}}, and decrypting it failed. Start Token Desk where {{sealed}} is available, or enter it again. Nothing was deleted.',
    keyReplaced:
      'This secret was stored with {{sealed}}, and decrypting it with that key failed (the key there may have been reset or replaced). Enter it again. Nothing was deleted.',
  },
  /** Where the key that sealed a secret lives (shared/model/keyring.ts keyringLabel), as `secret` names it. */
  keyring: {
    builtIn: 'Electron’s fixed built-in key',
    secretService: 'a Secret Service keyring',
    secretPortal: "the desktop's Secret portal",
    macos: 'the macOS Keychain',
    none: 'no usable keyring',
    harness: 'the test harness key',
  },
  /** A login's password command (secrets/passwordCommandRunner.ts). */
  command: {
    notStarted: 'The command could not be started: {{reason}}',
    notFoundPath: '{{program}} was not found.',
    notFound: '{{name}} was not found. Give its full path, or add its folder to PATH.',
    notFoundMac:
      '{{name}} was not found (also looked in {{first}} and {{second}}). Give its full path, or add its folder to PATH.',
    notExecutable: '{{name}} cannot be run: it is not executable by you.',
    timedOut: 'The command did not finish within {{seconds}} s and was stopped.',
    exited: 'The command exited with code {{code}}.',
    stoppedBy: 'The command was stopped by {{signal}}.',
    stoppedBySignal: 'The command was stopped by a signal.',
    withOutput: '{{failure}} It said: {{output}}',
    printedNothing: 'The command printed nothing. It must print the password on its first line.',
    lineTooLong:
      'The first line the command printed is longer than a password can be (1,024 characters).',
  },
  /** Getting and handing out tokens (tokens/tokenService.ts, copyText.ts). */
  tokens: {
    notOneLogin: 'These profiles do not share one login (the same base URL and username).',
    refusedNotSent:
      'The password kept for this login was refused (401) for “{{name}}”, and none has been entered since: not sent again, as a refused password sent again can lock the user out. Enter the new one in Token Desk.',
    loginChanged:
      "The profile's login changed while its token was on the way: that token was for the login before, and was not kept. Get a token again.",
    noToken: 'There is no token yet. Press Get token first.',
    noneWorking: 'None of the chosen profiles has a working token. Get tokens first.',
    renewalFailed: 'Renewal failed unexpectedly.',
    noPassword: 'No password is kept for this profile. Enter it to get a token.',
    noTarget:
      'No request to aim this command at: the service documents no endpoint besides getting a token. Save and send a test request (or pick one as the probe under Test requests); copy commands then call it.',
  },
}
