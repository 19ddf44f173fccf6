/** The id of the HTML data block that carries a page's RSC payload to the browser. */
export const RSC_PAYLOAD_ID = 'rsc-payload';
