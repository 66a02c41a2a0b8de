// The delivery queue as other modules use it (issue 31): the queue they put notices on.
export { type DeliveryQueue, type NoticeTopic } from './delivery-queue.js';
