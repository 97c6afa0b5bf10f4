/** Bad input: the message is one sentence that names the input and what is allowed. */
export class InputError extends Error {
  readonly input: string

  constructor(input: string, message: string) {
    super(message)
    this.name = 'InputError'
    this.input = input
  }
}

/** `api-key` is empty: checked by getInputs, and by preview mode once it knows the event. */
export function missingApiKey(): InputError {
  return new InputError(
    'api-key',
    'Input `api-key` is required: pass your Mintlify admin API key from a secret, e.g. `api-key: ${{ secrets.MINTLIFY_API_KEY }}`.',
  )
}
