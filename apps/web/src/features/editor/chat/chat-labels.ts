/** Edit With AI's own labels (the spec's texts are in the contract's CHAT_MESSAGES). */
export const CHAT_TAB_LABEL = 'Edit With AI';
export const CHAT_INPUT_LABEL = 'Message to the AI';
export const CHAT_LOG_LABEL = 'Chat with the AI';
