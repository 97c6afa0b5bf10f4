/** Bad input: the message is one sentence that names the input and what is allowed. */
export class InputError extends Error {
  readonly input: string

  constructor(input: string, message: string) {
    super(message)
    this.name = 'InputError'
    this.input = input
  }
}
